// Server components only: the line icons no client component uses (the navbar's overflow menu, the
// language switcher, a home page's feature cards), kept out of the map every page's script carries
// (Icon.tsx), plus every icon of that map.
import { IconSvg, STROKES } from './Icon';

const SERVER_STROKES: Record<string, string> = {
  chevron: 'm9 6 6 6-6 6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  toc: 'M4 6h16M4 12h10M4 18h7',
  shield: 'M12 3 4 6v6c0 5 3.4 8.5 8 9.5 4.6-1 8-4.5 8-9.5V6l-8-3Zm-3 9 2 2 4-4',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
};

export function ServerIcon({ name, size = 20, title }: { name: string; size?: number; title?: string }) {
  return <IconSvg d={SERVER_STROKES[name] ?? STROKES[name]} size={size} title={title} />;
}
