// The Ports page's rule builder: the place it appears, with the version's ports as data (the page
// compile writes `rows`). Its code (components/ports/picker.ts) loads only on a page that has one;
// without script, or in print, the note and the tables above stand in for it.
import { pageStrings } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/strings';
import { PORT_RULES_KEYS } from '../ports/keys';

export function PortRules({ rows = '[]' }: { rows?: string }) {
  const s = pageStrings();
  // The builder's words travel with it (components/ports/picker.ts reads them): only its own keys.
  const strings = pick(s, PORT_RULES_KEYS);
  return (
    <section className="port-rules" aria-label={s['ports.label']} data-port-rules={rows} data-strings={JSON.stringify(strings)}>
      <p className="port-rules-note">{s['ports.noScript']}</p>
    </section>
  );
}
