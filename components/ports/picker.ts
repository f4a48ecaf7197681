// Browser, loaded only on a page with a rule builder (the Ports page): the reader ticks what the site
// needs, fills in the addresses and copies the rules for the device in front (lib/ports/rules.ts,
// written out by lib/ports/ruleFormats.ts).
// Everything happens here; nothing is sent or stored.
import type { PortRow } from '@/lib/ports/ports';
import { formatRules, RULE_FORMATS, type RuleFormat } from '@/lib/ports/ruleFormats';
import { buildRules, taskName, TASKS, type RuleInput } from '@/lib/ports/rules';
import { COPIED_FEEDBACK_MS, copyText } from '../ui/clipboard';
import { format as fill, readStrings } from '@/lib/i18n/format';
import { PORT_RULES_KEYS } from './keys';

type FieldKey = 'box' | 'phones' | 'phonesUdp' | 'trunk' | 'wgport' | 'peer' | 'admin' | 'wanIf' | 'lanIf';

/** Each field's label is the string `ports.<key>`, its hint `ports.<key>Hint`. */
const FIELDS: { key: FieldKey; for?: string[] }[] = [
  { key: 'box' },
  { key: 'phones', for: ['phones-tls'] },
  { key: 'phonesUdp', for: ['phones-udp'] },
  { key: 'trunk', for: ['trunk'] },
  { key: 'wgport', for: ['wireguard'] },
  { key: 'peer', for: ['ipsec'] },
  { key: 'admin', for: ['admin'] },
  { key: 'wanIf' },
  { key: 'lanIf' },
];

let counter = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | boolean | number> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function mount(section: HTMLElement): void {
  let rows: PortRow[];
  try {
    rows = JSON.parse(section.dataset.portRules ?? '[]') as PortRow[];
  } catch {
    return;
  }
  // Its words, written by its server component (components/mdx/PortRules.tsx).
  const s = readStrings(section, PORT_RULES_KEYS);
  const id = `port-rules-${++counter}`;
  const boxes = TASKS.map((task) => {
    const input = el('input', { type: 'checkbox', id: `${id}-${task.id}`, value: task.id });
    return { task, input, row: el('div', { className: 'port-rules-task' }, input, el('label', { htmlFor: input.id }, taskName(task, s))) };
  });
  const fields = FIELDS.map((f) => {
    const input = el('input', { type: 'text', id: `${id}-field-${f.key}`, autocomplete: 'off', spellcheck: false });
    if (f.key === 'wgport') input.inputMode = 'numeric';
    input.setAttribute('aria-describedby', `${input.id}-hint`);
    const row = el('div', { className: 'port-rules-field' }, el('label', { htmlFor: input.id }, s[`ports.${f.key}`]), input, el('p', { id: `${input.id}-hint`, className: 'port-rules-hint' }, s[`ports.${f.key}Hint`]));
    return { f, input, row };
  });
  // Apps with push notifications: a checkbox beside the phones over TLS (lib/ports/rules.ts pushOpens).
  const push = el('input', { type: 'checkbox', id: `${id}-push` });
  push.setAttribute('aria-describedby', `${push.id}-hint`);
  const pushRow = el(
    'div',
    { className: 'port-rules-push' },
    el('div', { className: 'port-rules-task' }, push, el('label', { htmlFor: push.id }, s['ports.push'])),
    el('p', { id: `${push.id}-hint`, className: 'port-rules-hint' }, s['ports.pushHint']),
  );
  const format = el('select', { id: `${id}-format` });
  for (const { id: value, label } of RULE_FORMATS) format.append(el('option', { value }, label));
  const problems = el('ul', { className: 'port-rules-problems' });
  problems.setAttribute('aria-live', 'polite');
  const status = el('p', { className: 'port-rules-status', id: `${id}-status` });
  status.setAttribute('role', 'status');
  const code = el('code');
  const output = el('pre', { className: 'port-rules-output', tabIndex: 0 }, code);
  output.setAttribute('aria-label', s['ports.rules']);
  const copy = el('button', { type: 'button', className: 'port-rules-copy' }, s['ports.copy']);

  const update = () => {
    const ticked = boxes.filter((b) => b.input.checked).map((b) => b.task.id);
    for (const { f, row } of fields) row.hidden = !!f.for && !f.for.some((t) => ticked.includes(t));
    fields.find((x) => x.f.key === 'lanIf')!.row.hidden = format.value !== 'fortigate';
    pushRow.hidden = !ticked.includes('phones-tls');
    const input: RuleInput = { tasks: ticked, box: '', push: !pushRow.hidden && push.checked };
    for (const { f, input: field } of fields) if (!field.closest('[hidden]')) (input as unknown as Record<string, string>)[f.key] = field.value.trim();
    const { rules, problems: found } = buildRules(rows, input, s);
    problems.replaceChildren(...found.map((p) => el('li', {}, p)));
    const ready = !found.length && rules.length > 0;
    code.textContent = ready ? formatRules(format.value as RuleFormat, rules, input) : '';
    output.hidden = !ready;
    copy.disabled = !ready;
    status.textContent = ready ? fill(s[rules.length === 1 ? 'ports.ready.one' : 'ports.ready.other'], { count: rules.length, format: format.selectedOptions[0]?.text ?? '' }) : '';
  };
  copy.addEventListener('click', async () => {
    await copyText(code.textContent ?? '', s['code.copyPrompt']);
    copy.textContent = s['ports.copied'];
    setTimeout(() => (copy.textContent = s['ports.copy']), COPIED_FEEDBACK_MS);
  });

  const ui = el(
    'div',
    { className: 'port-rules-ui' },
    el('fieldset', {}, el('legend', {}, s['ports.needs']), ...boxes.map((b) => b.row)),
    // The push box right after the TLS phones' addresses it qualifies.
    el('div', { className: 'port-rules-fields' }, ...fields.flatMap((x) => (x.f.key === 'phones' ? [x.row, pushRow] : [x.row]))),
    el('div', { className: 'port-rules-field' }, el('label', { htmlFor: format.id }, s['ports.device']), format),
    problems,
    status,
    output,
    copy,
  );
  ui.addEventListener('input', update);
  ui.addEventListener('change', update);
  // The note stays for React; the builder goes after it.
  section.querySelector('.port-rules-note')?.setAttribute('hidden', '');
  section.append(ui);
  update();
}

/** Mounts every rule builder of the page that has none yet. */
export function mountPortRules(): void {
  for (const section of document.querySelectorAll<HTMLElement>('section[data-port-rules]:not([data-mounted])')) {
    section.setAttribute('data-mounted', '');
    mount(section);
  }
}
