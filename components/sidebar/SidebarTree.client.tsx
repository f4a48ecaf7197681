'use client';
// Browser: renders the sidebar from its compact form and centres the current link. The tree is
// the same on every page of a version and travels in every page's RSC payload (inline in the HTML
// and in index.txt), so it is sent as short tuples rather than as rendered elements.
import { useEffect } from 'react';
import { SiteLink } from '../ui/SiteLink';

/**
 * One sidebar entry, as sent to the browser:
 * [text, link, 1 if New] an internal link; { t, x } an external link; { t, g, o, f, n } a group
 * (o: starts open, f: not collapsible, n: New); { h } a section header; { d } a divider.
 */
export type SidebarNode =
  | [text: string, link: string, isNew?: 1]
  | { /** text */ t: string; /** external URL */ x: string }
  | { /** text */ t: string; /** items */ g: SidebarNode[]; /** starts open */ o?: 1; /** fixed open, not collapsible */ f?: 1; /** New */ n?: 1 }
  | { /** section header text */ h: string }
  | { /** divider style */ d: 'solid' | 'dashed' };

function NewBadge({ show, label }: { show?: 1; label: string }) {
  return show ? <span className="badge badge-new">{label}</span> : null;
}

function containsCurrent(node: SidebarNode, current: string): boolean {
  if (Array.isArray(node)) return node[1] === current;
  return 'g' in node && node.g.some((n) => containsCurrent(n, current));
}

/** `newLabel`: the 'menu.new' string of the badge. */
function Items({ nodes, current, depth, newLabel }: { nodes: SidebarNode[]; current: string; depth: number; newLabel: string }) {
  return (
    <ul className={`sidebar-list depth-${depth}`}>
      {nodes.map((node, i) => {
        if (Array.isArray(node)) {
          const [text, link, isNew] = node;
          return (
            <li key={i}>
              <SiteLink className="sidebar-link" href={link} aria-current={link === current ? 'page' : undefined}>
                {text}
                <NewBadge show={isNew} label={newLabel} />
              </SiteLink>
            </li>
          );
        }
        if ('d' in node) return <li key={i} role="separator" className={`sidebar-divider ${node.d}`} />;
        if ('h' in node) return <li key={i} className="sidebar-header">{node.h}</li>;
        if ('x' in node) {
          return (
            <li key={i}>
              <SiteLink className="sidebar-link" href={node.x}>
                {node.t}
              </SiteLink>
            </li>
          );
        }
        if (node.f) {
          return (
            <li key={i} className="sidebar-group">
              <span className="sidebar-group-title">{node.t}</span>
              <Items nodes={node.g} current={current} depth={depth + 1} newLabel={newLabel} />
            </li>
          );
        }
        return (
          <li key={i} className="sidebar-group">
            <details open={Boolean(node.o) || containsCurrent(node, current)}>
              <summary className="sidebar-group-title">
                <span>{node.t}</span>
                <NewBadge show={node.n} label={newLabel} />
              </summary>
              <Items nodes={node.g} current={current} depth={depth + 1} newLabel={newLabel} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export function SidebarTree({ nodes, current, newLabel }: { nodes: SidebarNode[]; current: string; newLabel: string }) {
  useEffect(() => {
    const nav = document.getElementById('sidebar');
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    const navBox = nav.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    nav.scrollTop += box.top - navBox.top - nav.clientHeight / 2 + box.height / 2;
  }, [current]);
  return <Items nodes={nodes} current={current} depth={0} newLabel={newLabel} />;
}
