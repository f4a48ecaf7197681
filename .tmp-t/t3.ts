import fs from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import { changeSize } from '/work/main/lib/changes/diff';
import { editDistance } from './myers';
const ids = new Map<string, number>();
const words = (s: string) => { const w = s.split(/\s+/).filter(Boolean); return Int32Array.from(w, (x) => ids.get(x) ?? (ids.set(x, ids.size), ids.size - 1)); };
function mine(before: string, after: string) {
  const size = { added: 0, removed: 0 };
  if (before === after) return size;
  const lines = diffLines(before, after);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].added && !lines[i].removed) continue;
    const next = lines[i + 1];
    const pair = next && (next.added || next.removed) && next.added !== lines[i].added;
    const [from, to] = !pair ? (lines[i].added ? ['', lines[i].value] : [lines[i].value, '']) : lines[i].removed ? [lines[i].value, next.value] : [next.value, lines[i].value];
    if (pair) i++;
    const a = words(from), b = words(to);
    const lcs = (a.length + b.length - 0) / 2;
    size.added += b.length - lcs; size.removed += a.length - lcs;
  }
  return size;
}
const root = '/work/main/.bench/corpus/content-4';
const pairs = [['2.7.0','2.6.9'],['2.6.9','2.6.0'],['2.6.0','1.9.5']];
let t1 = 0, t2 = 0, t3 = 0; let n = 0;
for (const [a,b] of pairs) {
  const walk = (d: string): string[] => fs.readdirSync(d,{withFileTypes:true}).flatMap(e => e.isDirectory()? walk(path.join(d,e.name)) : [path.join(d,e.name)]);
  for (const f of walk(path.join(root,a))) {
    const g = f.replace(`/${a}/`, `/${b}/`);
    if (!fs.existsSync(g) || !/\.mdx?$/.test(f)) continue;
    const A = fs.readFileSync(g,'utf8'), B = fs.readFileSync(f,'utf8');
    let t = performance.now(); const r1 = changeSize(A, B); t1 += performance.now()-t;
    t = performance.now(); const r2 = mine(A, B); t2 += performance.now()-t;
    t = performance.now(); diffLines(A, B); t3 += performance.now()-t;
    if (n++ < 5) console.log(r1, r2);
  }
}
console.log(t1.toFixed(0), t2.toFixed(0), t3.toFixed(0));
