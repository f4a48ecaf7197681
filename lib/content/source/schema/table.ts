// Server only: the frontmatter table in WRITING.md, written from the schema so the two cannot
// disagree. `npm run docs:frontmatter` rewrites it; table.test.ts fails when WRITING.md differs.
import 'server-only';
import type { z } from 'zod';
import { frontmatterSchema } from './frontmatter';

export const TABLE_START = '<!-- frontmatter table: written from lib/content/source/schema/frontmatter.ts by `npm run docs:frontmatter` -->';
export const TABLE_END = '<!-- end of the frontmatter table -->';

/** A table cell's text: a `|`, even in code, would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (value: unknown) => `\`${String(value)}\``;
const oneOf = (values: readonly unknown[]) => `${values.slice(0, -1).map(code).join(', ')} or ${code(values.at(-1))}`;

interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema.def as Def;

/** The schema under optional and default, and the field's default: 'required' when it may not be left out, '-' when absent means nothing. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; fallback: string } {
  let fallback = 'required';
  let inner = schema;
  for (let def = defOf(inner); def.type === 'optional' || def.type === 'default'; def = defOf(inner)) {
    fallback = def.type === 'optional' ? '-' : code(JSON.stringify(def.defaultValue));
    inner = def.innerType!;
  }
  return { inner, fallback };
}

/** A value's kind in words: text, `true` or `false`, one of its values, list, object. */
function valueWords(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.type === 'string') return 'text';
  if (def.type === 'boolean') return '`true` or `false`';
  if (def.type === 'enum') return oneOf(Object.values(def.entries!));
  if (def.type === 'literal') return oneOf(def.values!);
  if (def.type === 'union') return def.options!.map(valueWords).join(', or ');
  if (def.type === 'array') return defOf(def.element!).type === 'object' ? 'list of objects' : 'list';
  return def.type;
}

/** The field's row, then its parts' rows (`hero.name`, `features[].span`) when it holds an object or a list of them. */
function rows(name: string, schema: z.ZodType): string[] {
  const { inner, fallback } = unwrap(schema);
  const row = `| \`${name}\` | ${cell(valueWords(inner))} | ${fallback} | ${cell(schema.description ?? '')} |`;
  const def = defOf(inner);
  const parts = def.type === 'object' ? { prefix: `${name}.`, shape: def.shape! } : undefined;
  const items = def.type === 'array' && defOf(def.element!).type === 'object' ? { prefix: `${name}[].`, shape: defOf(def.element!).shape! } : undefined;
  const nested = parts ?? items;
  return [row, ...(nested ? Object.entries(nested.shape).flatMap(([key, field]) => rows(nested.prefix + key, field)) : [])];
}

/** The Markdown table of every frontmatter field: its value, default and what it does. */
export function frontmatterTable(): string {
  const body = Object.entries(frontmatterSchema.shape).flatMap(([name, schema]) => rows(name, schema));
  return ['| Field | Value | Default | What it does |', '| --- | --- | --- | --- |', ...body].join('\n');
}

/** WRITING.md with the table between its markers written afresh; throws when the markers are missing. */
export function withFrontmatterTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`WRITING.md lacks the frontmatter table's markers:\n${TABLE_START}\n${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${frontmatterTable()}\n${markdown.slice(end)}`;
}
