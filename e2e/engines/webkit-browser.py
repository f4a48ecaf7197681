#!/usr/bin/python3
# The browser WebKitWebDriver starts for the WebKit engine tests (run.mjs): WebKitGTK itself, in a
# window per automation session, writing every console message of its pages to stdout, where the
# tests read them. WebKitGTK's own MiniBrowser cannot: under automation it keeps its data in an
# ephemeral session, and WebKit prints no console message of an ephemeral session; WebKitWebDriver
# 2.50 has no log endpoint and no WebDriver BiDi either. This one keeps its data (service workers,
# Cache Storage, localStorage) in the folder given as --data-dir=..., like Safari outside private mode.
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

data_dir = next((a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--data-dir=')), None)
if not data_dir:
    sys.exit('usage: webkit-browser.py --automation --data-dir=FOLDER')

manager = WebKit2.WebsiteDataManager(base_data_directory=f'{data_dir}/data', base_cache_directory=f'{data_dir}/cache')
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('dmsbg-webkit-browser')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
