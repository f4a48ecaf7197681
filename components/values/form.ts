// Browser, loaded on the first click on a code block's "Your values" button: a native <dialog>
// where the reader sets the values code blocks show. Each change is stored at once (this browser's
// localStorage only, never sent) and applied to the page; Reset forgets them all.
import { cleanValue, VALUE_KEYS } from '@/lib/values/placeholders';
import { applyValues, pageExamples } from './apply';
import { readValues, VALUES_STORAGE_KEY } from './storage';
import { format, readStrings } from '@/lib/i18n/format';
import type { Strings } from '@/lib/i18n/strings';
import { VALUES_FORM_KEYS } from './keys';

type FormStrings = Pick<Strings, (typeof VALUES_FORM_KEYS)[number]>;

let dialog: HTMLDialogElement | undefined;

function save(values: Record<string, string>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => cleanValue(v)));
  try {
    if (Object.keys(kept).length) localStorage.setItem(VALUES_STORAGE_KEY, JSON.stringify(kept));
    else localStorage.removeItem(VALUES_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, full): the values still apply to this page.
  }
  applyValues(kept);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | boolean> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function build(s: FormStrings): HTMLDialogElement {
  const d = el('dialog', { className: 'values-dialog' });
  d.setAttribute('aria-labelledby', 'values-title');
  d.setAttribute('aria-describedby', 'values-about');
  const inputs = VALUE_KEYS.map((key) => {
    const input = el('input', { id: `value-${key}`, name: key, type: 'text', autocomplete: 'off', spellcheck: false });
    input.dataset.key = key;
    input.setAttribute('aria-describedby', `value-${key}-hint`);
    const row = el('div', { className: 'values-field' }, el('label', { htmlFor: input.id }, s[`values.${key}`]), input, el('p', { id: `value-${key}-hint`, className: 'values-hint' }, s[`values.${key}Hint`]));
    return { input, row };
  });
  const current = () => Object.fromEntries(inputs.map(({ input }) => [input.dataset.key!, input.value]));
  const reset = el('button', { type: 'button', className: 'values-reset' }, s['values.reset']);
  const done = el('button', { type: 'button', className: 'values-done' }, s['values.done']);
  const fields = el('div', { className: 'values-fields' }, ...inputs.map((i) => i.row));
  d.append(
    el('h2', { id: 'values-title' }, s['values.title']),
    el('p', { id: 'values-about', className: 'values-about' }, s['values.about']),
    fields,
    el('div', { className: 'values-actions' }, reset, done),
  );
  fields.addEventListener('input', () => save(current()));
  reset.addEventListener('click', () => {
    for (const { input } of inputs) input.value = '';
    save({});
    inputs[0].input.focus();
  });
  done.addEventListener('click', () => d.close());
  // A click on the backdrop (outside the dialog's box) closes it too.
  d.addEventListener('click', (e) => {
    if (e.target === d) d.close();
  });
  document.body.append(d);
  return d;
}

/**
 * Opens the form, filled with the stored values and this page's examples as hints. Its words come
 * from the code block's button that opened it (components/mdx/CodeBlock.client.tsx writes them).
 */
export function openValuesForm(button: Element): void {
  const s = readStrings(button, VALUES_FORM_KEYS);
  dialog ??= build(s);
  const values = readValues();
  const examples = pageExamples();
  for (const input of dialog.querySelectorAll<HTMLInputElement>('input[data-key]')) {
    const key = input.dataset.key!;
    input.value = values[key] ?? '';
    input.placeholder = examples[key] ? format(s['values.example'], { example: examples[key] }) : '';
  }
  if (!dialog.open) dialog.showModal();
}
