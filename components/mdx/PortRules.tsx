// The Ports page's rule builder: the place it appears, with the version's ports as data (the page
// compile writes `rows`). Its code (components/ports/picker.ts) loads only on a page that has one;
// without script, or in print, the note and the tables above stand in for it.
export function PortRules({ rows = '[]' }: { rows?: string }) {
  return (
    <section className="port-rules" aria-label="Rule builder" data-port-rules={rows}>
      <p className="port-rules-note">The rule builder needs JavaScript. The tables above list every port and where to allow it from.</p>
    </section>
  );
}
