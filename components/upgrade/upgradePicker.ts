// The upgrade page's own browser script (the kind's `script`: lib/content/generated/kinds.ts), bundled
// by the content step and loaded by that page only. The page (lib/content/generated/upgrade.ts) shows
// every older version's list one after another, which is what a reader without JavaScript gets; this
// turns its "The version your unit runs" line into a picker that shows only the chosen version's list.
// The choice is the URL's hash (#from-269), so links from the banner and the version switcher
// preselect it. Pages arrive by client navigation too: the picker is set up whenever the page's lists
// appear, and only once React has hydrated the page (html[data-ready]), whose markup must still be the
// server's; it adds its own element and hides React's (never removes them), so React can still update
// and remove the page.
import { headingWrapperClass } from '../mdx/headingClass';
import { UPGRADE_LIST_PREFIX } from '../../lib/routes/upgrade';
import { readStrings } from '../../lib/i18n/format';

const PICKER = 'upgrade-picker';
/** The selector of an h2 heading's wrapper, from its class list. */
const H2_WRAPPER = `.${headingWrapperClass('h2').split(' ').join('.')}`;

interface Section {
  id: string;
  version: string;
  nodes: HTMLElement[];
}

function setUp(): void {
  const article = document.querySelector<HTMLElement>('article.doc-content');
  if (!article || article.querySelector(`.${PICKER}`)) return;
  const heads = [...article.querySelectorAll<HTMLHeadingElement>(`h2[id^="${UPGRADE_LIST_PREFIX}"]`)];
  if (!heads.length) return;
  // Its words, written on the article by the doc layout (components/layout/layouts.tsx).
  const s = readStrings(article, ['upgrade.label', 'upgrade.every']);
  const isH2 = (n: Element) => n.matches(`h2, ${H2_WRAPPER}`);
  const sections: Section[] = heads.map((h) => {
    const start = h.closest<HTMLElement>(H2_WRAPPER) ?? h;
    const nodes = [start];
    for (let n = start.nextElementSibling; n instanceof HTMLElement && !isH2(n); n = n.nextElementSibling) nodes.push(n);
    return { id: h.id, version: (h.textContent ?? '').replace(/^From\s+/, '').trim(), nodes };
  });
  const known = (id: string) => sections.some((s) => s.id === id);
  // A list and its entries in ON THIS PAGE (both outlines) show or hide together.
  const show = (id: string) =>
    sections.forEach((s) => {
      const hidden = Boolean(id) && s.id !== id;
      s.nodes.forEach((n) => (n.hidden = hidden));
      document.querySelectorAll(`.toc-link[href="#${s.id}"]`).forEach((a) => {
        if (a.parentElement) a.parentElement.hidden = hidden;
      });
    });

  const picker = document.createElement('p');
  picker.className = PICKER;
  const label = document.createElement('label');
  label.htmlFor = `${PICKER}-select`;
  label.textContent = s['upgrade.label'];
  const select = document.createElement('select');
  select.id = `${PICKER}-select`;
  select.append(new Option(s['upgrade.every'], ''), ...sections.map((s) => new Option(s.version, s.id)));
  picker.append(label, select);
  // In place of the line of links to each list, which the picker does the work of.
  const line = [...article.querySelectorAll('p')].find((p) => p.querySelector(`a[href^="#${UPGRADE_LIST_PREFIX}"]`));
  if (line) {
    // As high as the line it replaces (two lines on a phone), so nothing below moves.
    picker.style.minHeight = `${line.getBoundingClientRect().height}px`;
    line.before(picker);
    line.hidden = true;
  } else sections[0].nodes[0].before(picker);

  const fromHash = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    return known(id) ? id : '';
  };
  const apply = (id: string) => {
    select.value = id;
    show(id);
  };
  select.addEventListener('change', () => {
    show(select.value);
    history.replaceState(history.state, '', select.value ? `#${select.value}` : location.pathname + location.search);
  });
  window.addEventListener('hashchange', () => {
    if (document.contains(select) && (fromHash() || !location.hash)) apply(fromHash());
  });
  apply(fromHash());
  // The browser scrolled to the list before the others were hidden: back to its heading.
  if (fromHash()) document.getElementById(fromHash())?.scrollIntoView();
}

let pending = false;
const schedule = () => {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    setUp();
  });
};
const root = document.documentElement;
const start = () => {
  setUp();
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
};
if (root.hasAttribute('data-ready')) start();
else {
  const waiting = new MutationObserver(() => {
    if (!root.hasAttribute('data-ready')) return;
    waiting.disconnect();
    start();
  });
  waiting.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}
