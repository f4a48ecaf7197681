// Inline SVG icons (no icon font, no requests). Decorative unless a title is given. Line icons only:
// client components import this file, so it holds only the icons they use; server components' other
// icons are in ServerIcon.tsx and the larger brand logos in BrandIcon.tsx.
/** The icons client components use (this map ships to the browser); others are in ServerIcon.tsx. */
export const STROKES: Record<string, string> = {
  sun: 'M12 3v2M12 19v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M3 12h2M19 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-4.35-4.35',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'm6 9 6 6 6-6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  page: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  hash: 'M4 9h16M4 15h16M10 3 8 21M16 3l-2 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5L20 7',
  pencil: 'M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3ZM14 7l3 3',
  wrap: 'M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m0 0 2-2m-2 2 2 2M4 18h5',
};

export function Icon({ name, size = 20, title }: { name: string; size?: number; title?: string }) {
  return <IconSvg d={STROKES[name]} size={size} title={title} />;
}

/** The 24 x 24 SVG around one path: stroked, or filled for logos. */
export function IconSvg({ d, filled = false, size, title }: { d: string; filled?: boolean; size: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? undefined : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}
