// The site's logo and name at the start of the navbar, a link home. The offline page, which has no
// script, shows it too: scripts/build/build-offline.ts renders OfflineNavbar to static HTML, so its navbar
// is the site's own markup. There tsx and esbuild compile it: the pragma gives them Next's JSX
// runtime (tsconfig.json's jsx 'preserve' is for Next alone).
// @jsxRuntime automatic
import { siteConfig } from '@/lib/config/site';
import { SiteLink } from '../ui/SiteLink';

export interface NavbarBrandProps {
  homeLink: string;
  /** The link's accessible name. */
  label: string;
  /** The logo for each theme (inline data: URIs on the site's pages). */
  logo: { light: string; dark: string };
}

export function NavbarBrand({ homeLink, label, logo }: NavbarBrandProps) {
  return (
    <SiteLink href={homeLink} className="navbar-brand" aria-label={label}>
      <img className="logo logo-light" src={logo.light} alt="" width={32} height={32} />
      <img className="logo logo-dark" src={logo.dark} alt="" width={32} height={32} />
      <span className="navbar-title">{siteConfig.logoText}</span>
    </SiteLink>
  );
}

/**
 * The offline page's navbar: the navbar's frame with the brand alone, leading to the default version's
 * home. `label`: the 'nav.brandOffline' string, filled (the build renders it outside any page).
 */
export function OfflineNavbar({ logo, label }: Pick<NavbarBrandProps, 'logo' | 'label'>) {
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <NavbarBrand homeLink="/" label={label} logo={logo} />
      </div>
    </header>
  );
}
