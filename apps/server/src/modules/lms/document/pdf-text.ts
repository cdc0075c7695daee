import { inflateSync } from 'node:zlib';

/**
 * Reads back what a pdfkit PDF prints (tests): the streams inflated, the ToUnicode CMap of the
 * embedded font, and the text of every TJ operator decoded through it. Glyph code 0000 is the font's
 * `.notdef` (a character the font lacks, shown as a box or "?"), so it is reported apart.
 */

export type PdfReading = { text: string; fontNames: string[]; notdefCount: number; pageCount: number };

function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const head = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let m = head.exec(raw); m; m = head.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    try {
      out.push(/FlateDecode/.test(m[1]!) ? inflateSync(body).toString('latin1') : body.toString('latin1'));
    } catch {
      // an image or font program that is not text: skipped
    }
  }
  return out;
}

const fromHex = (h: string) =>
  String.fromCharCode(
    ...(h
      .trim()
      .split(/\s+/)
      .map((x) => Number.parseInt(x, 16)) as number[]),
  );

function toUnicode(all: readonly string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const s of all.filter((x) => x.includes('beginbfrange'))) {
    const range = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi;
    for (let m = range.exec(s); m; m = range.exec(s)) {
      const first = Number.parseInt(m[1]!, 16);
      const entries = [...m[3]!.matchAll(/<([0-9a-f ]+)>/gi)].map((e) => fromHex(e[1]!));
      for (const [i, text] of entries.entries()) map.set(first + i, text);
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfReading {
  const all = streams(pdf);
  const cmap = toUnicode(all);
  const lines: string[] = [];
  let notdefCount = 0;
  for (const s of all) {
    for (const tj of s.matchAll(/\[((?:[^\]])*)\]\s*TJ/g)) {
      let line = '';
      for (const hex of tj[1]!.matchAll(/<([0-9a-f]+)>/gi)) {
        for (let i = 0; i + 4 <= hex[1]!.length; i += 4) {
          const code = Number.parseInt(hex[1]!.slice(i, i + 4), 16);
          if (code === 0) notdefCount += 1;
          line += cmap.get(code) ?? '';
        }
      }
      lines.push(line);
    }
  }
  const raw = pdf.toString('latin1');
  const fontNames = [...new Set([...raw.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1]!))];
  const pageCount = [...raw.matchAll(/\/Type\s*\/Page(?![s\w])/g)].length;
  return { text: lines.join('\n'), fontNames, notdefCount, pageCount };
}
