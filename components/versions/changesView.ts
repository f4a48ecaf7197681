// Browser, loaded on demand (changesClicks.ts): fetches the page's Markdown twin and the older
// version's, diffs them by section and word (lib/changes/diff.ts) and shows the result in the
// button's region: additions in <ins>, removals in <del> (underlined and struck through, so colour
// is not needed), each with hidden words that screen readers announce. Built with DOM calls and
// classes only (the Content-Security-Policy allows no inline style).
import { diffMarkdown, type DiffPart, type SectionChange } from '@/lib/changes/diff';
import { format, formatParts, readStrings } from '@/lib/i18n/format';
import type { Strings } from '@/lib/i18n/strings';
import { CHANGES_KEYS } from './changesKeys';

type ChangesStrings = Pick<Strings, (typeof CHANGES_KEYS)[number]>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

const hidden = (text: string) => el('span', 'sr-only', text);

/** Long unchanged runs keep their start and end only. */
function context(value: string): (Node | string)[] {
  return value.length <= 480 ? [value] : [value.slice(0, 200), el('span', 'changes-gap', '\n…\n'), value.slice(-200)];
}

/** An insertion or deletion: the words around the text ('[added: {text}]') are for screen readers only. */
function marked(tag: 'ins' | 'del', template: string, value: string): HTMLElement {
  const text = document.createTextNode(value);
  return el(tag, undefined, ...formatParts<Node>(template, { text }).map((p) => (typeof p === 'string' ? hidden(p) : p)));
}

function part(p: DiffPart, s: ChangesStrings): (Node | string)[] {
  if (p.added) return [marked('ins', s['changes.insertion'], p.value)];
  if (p.removed) return [marked('del', s['changes.deletion'], p.value)];
  return context(p.value);
}

function section(change: SectionChange, s: ChangesStrings): HTMLElement {
  const status = s[`changes.${change.status}`];
  const node = el(
    'section',
    `changes-section changes-${change.status}`,
    el('p', 'changes-heading', el('strong', undefined, `${status}:`), ` ${change.heading} `, el('span', 'changes-size', format(s['changes.words'], { added: change.added, removed: change.removed }))),
    el('pre', 'changes-text', ...change.parts.flatMap((p) => part(p, s))),
  );
  node.setAttribute('aria-label', `${status}: ${change.heading}`);
  return node;
}

const text = (url: string) =>
  fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.text();
  });

const status = (...children: (Node | string)[]) => {
  const p = el('p', undefined, ...children);
  p.setAttribute('role', 'status');
  return p;
};

/** Opens (loading the changes the first time) or closes the region of a "Changes since" button. */
export async function showChanges(button: HTMLButtonElement, open: boolean): Promise<void> {
  const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!region) return;
  button.setAttribute('aria-expanded', String(open));
  region.hidden = !open;
  if (!open || region.dataset.loaded !== undefined) return;
  region.dataset.loaded = '';
  const { changesVersion: version = '', changesBefore: before, changesAfter: after, changesLink: link } = button.dataset;
  // Its words, written by the server on the button (ChangesSince.tsx).
  const s = readStrings(button, CHANGES_KEYS);
  const older = () => {
    const a = el('a', undefined, format(s['changes.thisPageIn'], { version }));
    a.href = link ?? '';
    return a;
  };
  region.replaceChildren(status(s['changes.loading']));
  try {
    const [old, now] = await Promise.all([text(before!), text(after!)]);
    const changes = diffMarkdown(old, now);
    const summary = changes.length ? format(s[changes.length === 1 ? 'changes.count.one' : 'changes.count.other'], { count: changes.length, version }) : s['changes.none'];
    region.replaceChildren(el('div', 'changes-panel', status(...formatParts<Node>(s['changes.compared'], { summary, link: older() })), ...changes.map((c) => section(c, s))));
  } catch {
    delete region.dataset.loaded;
    region.replaceChildren(status(...formatParts<Node>(s['changes.failed'], { link: older() })));
  }
}
