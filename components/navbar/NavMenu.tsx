import { SiteLink } from '../ui/SiteLink';
import { siteConfig, type MenuItem } from '@/lib/config/site';
import type { MenuContext } from '@/lib/content/types';
import { versionedHref } from '@/lib/routes';
import { Dropdown } from '../ui/Dropdown.client';
import { Icon } from '../ui/Icon';
import { pageStrings } from '@/lib/i18n/page';
import type { Strings } from '@/lib/i18n/strings';

/** An item's text: a catalogue key ('nav.home') in the page's language, other text as written. */
function textOf(item: MenuItem, strings: Strings): string {
  return Object.hasOwn(strings, item.text) ? strings[item.text as keyof Strings] : item.text;
}

export const COMPACT_ABOVE = 5;

function MenuLink({ item, ctx }: { item: MenuItem; ctx: MenuContext }) {
  const s = pageStrings();
  const active = item.activeMatch ? new RegExp(item.activeMatch).test(ctx.pathInVersion) : false;
  return (
    <SiteLink href={versionedHref(item.link ?? '/', ctx.versionPrefix)} className="nav-link" aria-current={active ? 'page' : undefined}>
      {textOf(item, s)}
    </SiteLink>
  );
}

/** Menu items of one side of the navbar: plain links, or dropdown groups opened on hover. */
export function NavMenu({ ctx, position, items = siteConfig.nav }: { ctx: MenuContext; position?: 'left' | 'right'; items?: MenuItem[] }) {
  const shown = position ? items.filter((i) => (i.position ?? 'right') === position) : items;
  if (!shown.length) return null;
  const s = pageStrings();
  // The mobile menu (no position) sits inside its own <nav>.
  const Tag = position ? 'nav' : 'div';
  return (
    <Tag className={`navbar-menu navbar-menu-${position ?? 'all'}${items.length > COMPACT_ABOVE ? ' compact' : ''}`} aria-label={position ? (position === 'left' ? s['nav.mainLeft'] : s['nav.main']) : undefined}>
      {shown.map((item) =>
        item.items ? (
          <Dropdown key={item.text} hover className="nav-group" label={<>{textOf(item, s)}<Icon name="chevron-down" size={14} /></>}>
            <ul>
              {item.items.map((child) => (
                <li key={child.text}>
                  <MenuLink item={child} ctx={ctx} />
                </li>
              ))}
            </ul>
          </Dropdown>
        ) : (
          <MenuLink key={item.text} item={item} ctx={ctx} />
        ),
      )}
    </Tag>
  );
}
