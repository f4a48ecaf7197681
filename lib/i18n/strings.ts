// The interface's words, in English: every string the site's chrome shows or announces, by key
// (design: languages.md §5.3). Pure and browser-safe, but only server code and the build import
// ENGLISH: a client component gets just the strings it uses as a prop (`pick`), a DOM script reads
// them from the element it enhances (`data-strings`), so a page ships only its own language's words.
// A language folder will later supply the same keys. Placeholders are `{name}`; a plural is two keys
// (`.one` / `.other`). Content (titles, headings, sidebar labels) and writers' build errors are not here.

import { pickKeys } from './format';

export const ENGLISH = {
  // The outline beside and above a doc page.
  'toc.title': 'ON THIS PAGE',
  'toc.label': 'On this page',
  'toc.region': 'Table of contents',

  // A doc page: its menu, footer, headings and body parts.
  'doc.pageMenu': 'Page',
  'doc.viewMarkdown': 'View as Markdown',
  'doc.copyPage': 'Copy page',
  'doc.copied': 'Copied',
  'doc.printGuide': 'Print the whole guide',
  'doc.lastUpdated': 'Last Updated: {date}',
  'doc.whatsNew': '{link}: the pages added, removed, replaced and changed in this release.',
  'doc.printMeta': '{title} · {site}, version {version} · {url}',
  'doc.newIn': 'New in {version}',
  'doc.linkToSection': 'Link to section: {title}',
  'doc.table': 'Table',
  /** A table's name for screen readers, by the section it is in (written into the page when it is compiled). */
  'doc.tableIn': 'Table: {section}',
  // Callout titles (`> [!WARNING]`), written into the page when it is compiled.
  'callout.note': 'Note',
  'callout.tip': 'Tip',
  'callout.important': 'Important',
  'callout.warning': 'Warning',
  'callout.caution': 'Caution',
  'doc.termMore': 'More on {term}',
  'doc.tab': 'Tab {n}',

  'pager.label': 'Pager',
  'pager.previous': 'Previous Page',
  'pager.next': 'Next Page',

  // Code blocks.
  'code.values': 'Your values',
  'code.wrap': 'Wrap lines',
  'code.unwrap': 'Disable line wrap',
  'code.copy': 'Copy code',
  'code.copied': 'Copied',
  /** window.prompt when the clipboard is refused; {key} is Ctrl+C or ⌘+C. */
  'code.copyPrompt': 'Copy to clipboard: {key}, Enter',

  // The reader's values form (components/values/form.ts).
  'values.title': 'Your values in code',
  'values.about':
    'Code blocks on every page show and copy these in place of the examples. They stay in this browser (local storage) and are never sent anywhere. Leave a field empty to keep the example.',
  'values.reset': 'Reset',
  'values.done': 'Done',
  'values.example': 'e.g. {example}',
  // Each value's field (lib/values/placeholders.ts VALUE_KEYS): its label and the hint under it.
  'values.box': 'Box address',
  'values.boxHint': 'The address of the DMSBG on your LAN, as you reach it in the browser.',
  'values.host': 'Public host name',
  'values.hostHint': 'The name the box is reached by from the internet.',
  'values.wan': 'Public address',
  'values.wanHint': 'The WAN address of the box, or of the router in front of it.',
  'values.ext': 'Extension',
  'values.extHint': 'The extension number you are setting up.',
  'values.trunk': 'Trunk host',
  'values.trunkHint': "Your SIP provider's host name or address.",
  'values.wgport': 'WireGuard port',
  'values.wgportHint': 'The UDP port of the WireGuard server the tunnel connects to.',
  'values.peer': 'Remote peer',
  'values.peerHint': 'The public host name or address of the other end of a tunnel.',

  // The Ports page's rule builder (components/ports/picker.ts).
  'ports.label': 'Rule builder',
  'ports.noScript': 'The rule builder needs JavaScript. The tables above list every port and where to allow it from.',
  'ports.needs': 'What the site needs',
  'ports.device': 'Device in front',
  'ports.rules': 'Rules',
  'ports.copy': 'Copy rules',
  'ports.copied': 'Copied',
  'ports.ready.one': '{count} rule for {format}.',
  'ports.ready.other': '{count} rules for {format}.',
  'ports.box': "The DMSBG's address",
  'ports.boxHint': "Its address on the network of the device in front (the box's WAN address), where the forwards lead.",
  'ports.phones': "Remote phones' addresses",
  'ports.phonesHint': 'The networks of the phones over TLS, separated by commas; leave empty to admit them from anywhere.',
  'ports.phonesUdp': 'Addresses of the phones over UDP',
  'ports.phonesUdpHint': 'Their fixed networks or addresses, separated by commas: phones over UDP are admitted from these only.',
  'ports.push': 'Apps with push notifications',
  'ports.pushHint': 'Tick it if any app on the site uses push: SIP over TLS then admits any address (the push servers publish none), while the audio stays limited to the phones above.',
  'ports.trunk': "SIP provider's addresses",
  'ports.trunkHint': 'The addresses your provider sends calls from.',
  'ports.wgport': 'WireGuard listen port',
  'ports.wgportHint': 'The UDP port your WireGuard server shows.',
  'ports.peer': "IPsec peer's address",
  'ports.peerHint': 'The public address of the gateway at the other end.',
  'ports.admin': 'Administration address',
  'ports.adminHint': 'The one address allowed to reach the web interface.',
  'ports.wanIf': 'WAN interface of the device',
  'ports.wanIfHint': 'Leave empty for the usual name: eth0, wan1 or ether1.',
  'ports.lanIf': 'FortiGate interface towards the box',
  'ports.lanIfHint': 'Leave empty for internal.',
  // The rule builder's tasks (lib/ports/rules.ts TASKS, by id) and the problems that stop it.
  'ports.task.phonesTls': 'Remote phones over TLS',
  'ports.task.phonesUdp': 'Remote phones over UDP',
  'ports.task.trunk': 'SIP trunk by address',
  'ports.task.wireguard': 'WireGuard server',
  'ports.task.ipsec': 'IPsec peer',
  'ports.task.certificates': "Let's Encrypt certificates",
  'ports.task.admin': 'Remote administration from one address',
  'ports.problem.noTask': 'Tick at least one thing the site needs.',
  'ports.problem.box': "Enter the box's IPv4 address, such as 192.168.0.2 (its address on the network in front of it).",
  'ports.problem.iface': 'Interface names are letters, digits and . _ : - only.',
  'ports.problem.notAddress': '{task}: {values} is not an IPv4 address or network.',
  'ports.problem.needAddress': '{task}: enter the address it comes from.',
  'ports.problem.oneAddress': '{task}: one address only.',
  'ports.problem.notNetwork': '{task}: one address, not a network.',
  'ports.problem.wgport': '{task}: enter its UDP listen port (1-65535).',

  // The navbar and its menus.
  'nav.skip': 'Skip to content',
  'nav.home': 'Home',
  'nav.documentation': 'Documentation',
  'nav.brand': '{site} {version} home',
  'nav.brandOffline': '{site} home',
  'nav.main': 'Main',
  'nav.mainLeft': 'Main left',
  'nav.mobile': 'Mobile',
  'nav.moreSocial': 'More social links',
  'nav.backToTop': 'Back to top',

  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.sidebar': 'Menu',
  'menu.sidebarRegion': 'Sidebar',
  'menu.guides': 'Guides',
  'menu.new': 'New',

  'theme.toggle': 'Toggle dark mode',
  'theme.toLight': 'Switch to light theme',
  'theme.toDark': 'Switch to dark theme',

  // Search: the button, the dialog and its results.
  'search.button': 'Search Docs',
  'search.placeholder': 'Search Docs',
  'search.shortcut': 'Ctrl K',
  'search.shortcutMac': '⌘ K',
  'search.dialog': 'Search the guides',
  'search.cancel': 'Cancel',
  'search.loading': 'Loading search',
  'search.searching': 'Searching',
  'search.resultsList': 'Search results list',
  'search.results': 'Search results',
  'search.noResults': 'No results for "{query}"',
  'search.tryAgain': 'Please try again with a different keyword',
  'search.error': 'The search index could not be loaded. Check your connection and try again.',
  'search.foundIn.one': 'Found in version {versions}:',
  'search.foundIn.other': 'Found in versions {versions}:',
  'search.betterIn.one': 'Better matches in version {versions}:',
  'search.betterIn.other': 'Better matches in versions {versions}:',
  'search.resultsIn': 'Results in {version}',

  // Versions: the switcher, the banner of an older version, a page's versions and its changes.
  'versions.current': 'v{version}',
  'versions.choose': 'v{version}, choose another version',
  'versions.latest': 'Latest',
  'versions.latestRelease': 'Latest release',
  'versions.upgradePath': 'Upgrade path',
  'versions.olderRelease': 'You are reading the guides for DMSBG {version}, an older release.',
  'versions.readThisIn': 'Read this page for {version}',
  'versions.readLatest': 'Read the latest release',
  'versions.whatChanged': '{link}: the upgrade path to the latest release.',
  'versions.whatChangedLink': 'What changed since {version}',
  'versions.inVersions': 'In versions',

  'changes.since': 'Changes since {version}',
  'changes.loading': 'Loading the changes…',
  'changes.added': 'Section added',
  'changes.removed': 'Section removed',
  'changes.changed': 'Section changed',
  /** Hidden words around an insertion or deletion, for screen readers. */
  'changes.insertion': '[added: {text}]',
  'changes.deletion': '[removed: {text}]',
  'changes.words': '(+{added} / −{removed} words)',
  'changes.count.one': '{count} section changed since {version}',
  'changes.count.other': '{count} sections changed since {version}',
  'changes.none': 'No changes in the text',
  'changes.compared': '{summary}. Compared with {link}.',
  'changes.thisPageIn': 'this page in {version}',
  'changes.failed': 'The changes could not be loaded. Open {link} to compare.',

  // The upgrade page's picker (components/upgrade/upgradePicker.ts).
  'upgrade.label': 'The version your unit runs: ',
  'upgrade.every': 'Every older version',

  // Offline reading: the save control and the offline page.
  'offline.save': 'Save {version} for offline reading',
  'offline.saved': '✓ {version} saved{detail}, updated {date}',
  /** Hidden on a phone, inside 'offline.saved'. */
  'offline.savedDetail': ' for offline reading, {size}',
  'offline.savedTitle': '{version} saved for offline reading, {size}, last updated {date}',
  'offline.megabytes': '{count} MB',
  'offline.remove': 'Remove',
  'offline.removeLabel': 'Remove the offline copy of {version}',
  'offline.saving': 'Saving {version}…',
  'offline.progress': 'Saving {done} of {total} pages, {size}',
  'offline.progressStatus': '{done} of {total} pages',
  'offline.storageFull': 'Not enough storage on this device for {version}: about {size} more is needed. Free some space or remove another saved version.',
  'offline.incomplete': 'Saving {version} stopped: {failed} of {total} files could not be fetched.',
  'offline.failed': 'Saving {version} did not finish. Check the connection.',
  'offline.tryAgain': 'Try again',
  'offline.done': '{version} is saved for offline reading.',
  'offline.removed': 'The offline copy of {version} is removed.',
  'offline.pageTitle': 'You are offline | {site}',
  'offline.code': 'Offline',
  'offline.title': 'YOU ARE OFFLINE',
  'offline.notSaved': 'There is no connection, and {path} is not saved on this device.',
  'offline.noneSaved': 'No version of the guides is saved on this device yet. Online, use "Save for offline reading" under any page\'s title.',
  'offline.pageSavedIn': 'This page is saved in:',
  'offline.pageIn': '{title} (DMSBG {version})',
  'offline.savedVersions': 'Saved for offline reading:',
  'offline.versionGuides': 'DMSBG {version} guides',
  'offline.reconnect': 'Reconnect and reload to read any page of the guides.',
  'offline.printTitle': 'All {version} guides on one page',

  // The 404 page.
  'notFound.title': 'PAGE NOT FOUND',
  'notFound.text': 'The page you asked for is not in this version of the guides.',
  'notFound.home': 'Take me home',
  'notFound.devLink': 'Open the 404 page',

  // A version's print page.
  'print.title': 'DMSBG {version} guides',
  'print.allPages': 'All pages',
  'print.hint':
    "Every page of the {version} guides ({count} pages), each starting on a new sheet. Print it or save it as PDF with your browser's Print command (Ctrl+P, or ⌘P on a Mac).",
  'print.contents': 'Contents',
  /** A table's or callout's name on the print page: which chapter it is in. */
  'print.inChapter': '{name}, {chapter}',

  // A section's overview.
  'overview.title': 'Overview',
  'overview.filter': 'Filter',
  'overview.placeholder': 'Enter keyword',
  'overview.empty': 'No matching API found: {query}',
  'overview.others': 'Others',

  // A version's home.
  'home.features': 'Features',
  /** Read after a link to another site, by screen readers only. */
  'home.opensIn': ' (opens {host} in a new tab)',

  // Languages: the switcher, and a page a language has not translated (components/languages/).
  'languages.choose': 'Language: {language}',
  'languages.inEnglish': 'English',
  'languages.untranslated': 'This page is not translated into {language} yet, so its text is in English: {link}.',
  'languages.englishPage': 'the English page',
  'languages.outdated': 'The English page has changed since this translation was made, in: {sections}.',
  'languages.outdatedUnknown': 'The English page has changed since this translation was made: compare it with {link}.',

  // The translation status page (components/languages/TranslationStatus.tsx), for translators.
  'status.title': 'Translation status',
  'status.intro':
    'Every page of every version, in each language: current when the translation says what the English says, outdated when the English has changed since (the sections are named), missing when readers see the English text.',
  'status.strings': 'Interface strings: {translated} of {total} translated.',
  'status.stringsEnglish': 'Shown in English',
  'status.counts': '{version}: {current} current, {outdated} outdated, {missing} missing',
  'status.page': 'Page',
  'status.state': 'State',
  'status.current': 'Current',
  'status.inherited': 'Current (the {version} translation)',
  'status.outdated': 'Outdated',
  'status.outdatedInherited': 'Outdated (the {version} translation)',
  'status.missing': 'Missing',
} as const;

export type StringKey = keyof typeof ENGLISH;
export type Strings = { readonly [K in StringKey]: string };

// The helpers, in their own module so that browser code importing them never bundles ENGLISH.
export { format, formatParts, intlLocale, placeholdersOf, readStrings } from './format';

/** Just the strings a client component or a script uses (what it is sent). */
export function pick<K extends StringKey>(strings: Strings, keys: readonly K[]): Pick<Strings, K> {
  return pickKeys(strings, keys);
}
