import { SiteLink } from '../ui/SiteLink';
import type { PagerLinks } from '@/lib/content/types';

export function Pager({ prev, next }: PagerLinks) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label="Pager">
      {prev ? (
        <SiteLink className="pager-link prev" href={prev.link} rel="prev">
          <span className="pager-label">Previous Page</span>
          <span className="pager-title">{prev.text}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink className="pager-link next" href={next.link} rel="next">
          <span className="pager-label">Next Page</span>
          <span className="pager-title">{next.text}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
