import { SiteLink } from '../ui/SiteLink';
import { siteConfig } from '@/lib/config/site';
import { versionedHref } from '@/lib/routes';
import { upgradeHref } from '@/lib/routes/upgrade';
import type { LanguageLink, NavbarData } from '@/lib/content/types';
import { LanguageSwitcher } from '../languages/LanguageSwitcher';
import { Icon } from '../ui/Icon';
import { ServerIcon } from '../ui/ServerIcon';
import { BrandIcon } from '../ui/BrandIcon';
import { Dropdown } from '../ui/Dropdown.client';
import { VersionSwitcher } from '../versions/VersionSwitcher.client';
import { ThemeToggle } from './ThemeToggle.client';
import { SearchButton } from './SearchButton.client';
import { MobileMenu } from './MobileMenu.client';
import { NavMenu } from './NavMenu';
import { NavbarHide } from './NavbarHide.client';
import { NavbarBrand } from './NavbarBrand';
import { pageStrings } from '@/lib/i18n/page';
import { format, pick } from '@/lib/i18n/strings';

function SocialLinks() {
  const inline = siteConfig.socialLinks.slice(0, siteConfig.maxInlineSocialLinks);
  const overflow = siteConfig.socialLinks.slice(siteConfig.maxInlineSocialLinks);
  return (
    <div className="social-links">
      {inline.map((s) => (
        <a key={s.icon} href={s.href} className="icon-button" target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
          <BrandIcon name={s.icon} size={18} />
        </a>
      ))}
      {overflow.length ? (
        <Dropdown hover className="social-more" summaryLabel={pageStrings()['nav.moreSocial']} label={<ServerIcon name="more" />}>
          <ul>
            {overflow.map((s) => (
              <li key={s.icon}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  <BrandIcon name={s.icon} size={16} /> {s.label}
                </a>
              </li>
            ))}
          </ul>
        </Dropdown>
      ) : null}
    </div>
  );
}

export function Navbar({ version, homeLink, menu, slug, versioned, isDefault, logo, languages }: NavbarData & { languages?: LanguageLink[] }) {
  const s = pageStrings();
  // Only on a site with more than one language (the render plan gives the list then).
  const languageSwitcher = languages ? <LanguageSwitcher languages={languages} /> : null;
  const ownLink = slug === null ? homeLink : versionedHref(`/guides/${slug}`, menu.versionPrefix);
  const switcher = versioned ? (
    <VersionSwitcher version={version} slug={slug} ownLink={ownLink} isDefault={isDefault} strings={pick(s, ['versions.current', 'versions.choose', 'versions.latest', 'versions.latestRelease'])}>
      <p className="version-upgrade">
        <SiteLink href={upgradeHref(version, isDefault)}>{s['versions.upgradePath']}</SiteLink>
      </p>
    </VersionSwitcher>
  ) : null;
  return (
    <header className="navbar" data-hide-mode={siteConfig.hideNavbar}>
      <a href="#main-content" className="skip-link">
        {s['nav.skip']}
      </a>
      <div className="navbar-inner">
        <NavbarBrand homeLink={homeLink} label={format(s['nav.brand'], { site: siteConfig.title, version })} logo={logo} />
        <NavMenu ctx={menu} position="left" />
        <SearchButton
          version={version}
          strings={pick(s, [
            'search.button',
            'search.placeholder',
            'search.shortcut',
            'search.shortcutMac',
            'search.dialog',
            'search.cancel',
            'search.loading',
            'search.searching',
            'search.resultsList',
            'search.results',
            'search.noResults',
            'search.tryAgain',
            'search.error',
            'search.foundIn.one',
            'search.foundIn.other',
            'search.betterIn.one',
            'search.betterIn.other',
            'search.resultsIn',
          ])}
        />
        <NavMenu ctx={menu} position="right" />
        <div className="navbar-tools">
          {languageSwitcher}
          {switcher}
          {siteConfig.darkMode ? <ThemeToggle strings={pick(s, ['theme.toggle', 'theme.toLight', 'theme.toDark'])} /> : null}
          <SocialLinks />
          <MobileMenu strings={pick(s, ['menu.open', 'menu.close', 'nav.mobile'])}>
            <NavMenu ctx={menu} />
            {languageSwitcher}
            {switcher}
            <div className="mobile-social">
              {siteConfig.socialLinks.map((s) => (
                <a key={s.icon} href={s.href} className="icon-button" target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <BrandIcon name={s.icon} size={18} />
                </a>
              ))}
            </div>
          </MobileMenu>
        </div>
      </div>
      {siteConfig.hideNavbar !== 'never' ? <NavbarHide mode={siteConfig.hideNavbar} /> : null}
    </header>
  );
}
