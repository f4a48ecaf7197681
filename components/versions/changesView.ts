// Browser, loaded on demand (changesClicks.ts): fetches the page's Markdown twin and the older
// version's, diffs them by section and word (lib/changes/diff.ts) and shows the result in the
// button's region: additions in <ins>, removals in <del> (underlined and struck through, so colour
// is not needed), each with hidden words that screen readers announce. Built with DOM calls and
// classes only (the Content-Security-Policy allows no inline style).
import { diffMarkdown, type DiffPart, type SectionChange } from '@/lib/changes/diff';

const STATUS = { added: 'Section added', removed: 'Section removed', changed: 'Section changed' } as const;

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

function part(p: DiffPart): (Node | string)[] {
  if (p.added) return [el('ins', undefined, hidden('[added: '), p.value, hidden(']'))];
  if (p.removed) return [el('del', undefined, hidden('[removed: '), p.value, hidden(']'))];
  return context(p.value);
}

function section(change: SectionChange): HTMLElement {
  const node = el(
    'section',
    `changes-section changes-${change.status}`,
    el('p', 'changes-heading', el('strong', undefined, `${STATUS[change.status]}:`), ` ${change.heading} `, el('span', 'changes-size', `(+${change.added} / −${change.removed} words)`)),
    el('pre', 'changes-text', ...change.parts.flatMap(part)),
  );
  node.setAttribute('aria-label', `${STATUS[change.status]}: ${change.heading}`);
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
  const { changesVersion: version, changesBefore: before, changesAfter: after, changesLink: link } = button.dataset;
  const older = () => {
    const a = el('a', undefined, `this page in ${version}`);
    a.href = link ?? '';
    return a;
  };
  region.replaceChildren(status('Loading the changes…'));
  try {
    const [old, now] = await Promise.all([text(before!), text(after!)]);
    const changes = diffMarkdown(old, now);
    const summary = changes.length ? `${changes.length} section${changes.length === 1 ? '' : 's'} changed since ${version}` : 'No changes in the text';
    region.replaceChildren(el('div', 'changes-panel', status(`${summary}. Compared with `, older(), '.'), ...changes.map(section)));
  } catch {
    delete region.dataset.loaded;
    region.replaceChildren(status('The changes could not be loaded. Open ', older(), ' to compare.'));
  }
}
