import { SiteLink } from '../ui/SiteLink';
import type { PagerLinks } from '@/lib/content/types';
import { pageStrings } from '@/lib/i18n/page';

export function Pager({ prev, next }: PagerLinks) {
  if (!prev && !next) return null;
  const s = pageStrings();
  return (
    <nav className="pager" aria-label={s['pager.label']}>
      {prev ? (
        <SiteLink className="pager-link prev" href={prev.link} rel="prev">
          <span className="pager-label">{s['pager.previous']}</span>
          <span className="pager-title">{prev.text}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink className="pager-link next" href={next.link} rel="next">
          <span className="pager-label">{s['pager.next']}</span>
          <span className="pager-title">{next.text}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
