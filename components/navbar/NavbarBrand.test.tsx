import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { Navbar } from './Navbar';
import { OfflineNavbar } from './NavbarBrand';

const logo = { light: 'data:image/svg+xml,light', dark: 'data:image/svg+xml,dark' };
const brandOf = (html: string) => html.match(/<a [^>]*class="navbar-brand"[^>]*>.*?<\/a>/)?.[0];

test("the offline page's navbar is the site navbar's frame and brand, leading to the default version's home", () => {
  const site = renderToStaticMarkup(
    <Navbar version="2.7.0" homeLink="/" menu={{ pathInVersion: '/', versionPrefix: '' }} slug={null} versioned={false} isDefault logo={logo} />,
  );
  const offline = renderToStaticMarkup(<OfflineNavbar logo={logo} label="DMSBG Docs home" />);
  assert.match(offline, /^<header class="navbar"><div class="navbar-inner"><a [^>]*class="navbar-brand"/);
  assert.match(site, /^<header class="navbar"[^>]*>.*<div class="navbar-inner"><a [^>]*class="navbar-brand"/);
  // The same markup apart from the accessible name, which names no version offline.
  assert.equal(brandOf(offline), brandOf(site)?.replace('DMSBG Docs 2.7.0 home', 'DMSBG Docs home'));
  assert.match(brandOf(offline) ?? '', /^<a href="\/dmsbg\/" class="navbar-brand" aria-label="DMSBG Docs home"><img class="logo logo-light" src="data:image\/svg\+xml,light"/);
});
