// Server only: intrinsic size of a content image, so <img> carries width and height and the page
// does not shift when it loads (CLS 0).
import 'server-only';
import fs from 'node:fs';

export function imageSize(file: string): { width: number; height: number } | undefined {
  if (file.endsWith('.svg')) {
    const head = fs.readFileSync(file, 'utf8').slice(0, 2000);
    const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(head);
    if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
    const w = /<svg[^>]*\swidth="([\d.]+)"/.exec(head);
    const h = /<svg[^>]*\sheight="([\d.]+)"/.exec(head);
    return w && h ? { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) } : undefined;
  }
  if (file.endsWith('.png')) {
    const buf = fs.readFileSync(file);
    if (buf.length > 24 && buf.toString('ascii', 12, 16) === 'IHDR') return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  return undefined;
}
