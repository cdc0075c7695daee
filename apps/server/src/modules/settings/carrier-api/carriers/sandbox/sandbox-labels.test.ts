import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '#modules/lms/document/pdf-text.ts';
import { sandboxTrackNo, validTrackNo } from './sandbox.rules.ts';
import { testShipment } from './sandbox.test-kit.ts';
import { barcodePng, manifestPdf, pdfLabel, zplLabel } from './sandbox-labels.ts';

const trackNo = sandboxTrackNo('FD2611280001', 'label-test');
const data = {
  trackNo,
  serviceCode: 'SBX-EXP',
  reference: 'FD2611280001',
  shipment: testShipment({ receiver: { ...testShipment().receiver, name: '阮氏明 Nguyễn Thị Minh' } }),
  piece: 1,
  pieces: 2,
};

/** The fields of a ZPL label: each `^XX` command with its text up to the next command. */
function zplCommands(zpl: string): { cmd: string; arg: string }[] {
  return [...zpl.matchAll(/\^([A-Z][A-Z0-9@])([^^]*)/g)].map((m) => ({ cmd: m[1]!, arg: m[2]!.trim() }));
}

/** The grey image XObject of a pdfkit PDF (the soft mask of a PNG with alpha): its size and inflated pixels. */
function pdfImage(pdf: Buffer): { width: number; height: number; pixels: Buffer } {
  const raw = pdf.toString('latin1');
  const m = /<<\s*\/Type \/XObject\s*\/Subtype \/Image([^>]*)>>\s*stream\r?\n/.exec(raw);
  if (!m) throw new Error('no image in the PDF');
  expect(m[1]).toMatch(/\/ColorSpace \/DeviceGray/);
  const start = m.index + m[0].length;
  const body = pdf.subarray(start, raw.indexOf('endstream', start));
  return {
    width: Number(/\/Width (\d+)/.exec(m[1]!)![1]),
    height: Number(/\/Height (\d+)/.exec(m[1]!)![1]),
    pixels: inflateSync(body),
  };
}

/** The text of a PDF set in a standard (WinAnsi) font: every TJ's hex strings, two digits a character. */
function winAnsiText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\/Filter \/FlateDecode\s*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}

describe('sandbox labels', () => {
  it('PDF with Latin text only: Helvetica, the track number and the receiver readable', async () => {
    const pdf = await pdfLabel({ ...data, shipment: testShipment() });
    expect(readPdf(pdf).fontNames).toContain('Helvetica');
    const text = winAnsiText(pdf);
    expect(text).toContain(trackNo);
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Los Angeles');
  });

  it('ZPL: a ^BC Code 128 field holds the track number', () => {
    const zpl = zplLabel(data).toString('utf8');
    const cmds = zplCommands(zpl);
    expect(cmds[0]!.cmd).toBe('XA');
    expect(cmds.at(-1)!.cmd).toBe('XZ');
    const bc = cmds.findIndex((c) => c.cmd === 'BC');
    expect(bc).toBeGreaterThan(0);
    expect(cmds[bc]!.arg).toMatch(/^N,\d+,Y,N,N$/);
    expect(cmds[bc + 1]).toEqual({ cmd: 'FD', arg: trackNo });
    expect(validTrackNo(trackNo)).toBe(true);
  });

  it('PDF: the track number is readable as text and the embedded barcode is the Code 128 of that number', async () => {
    const pdf = await pdfLabel(data);
    const reading = readPdf(pdf);
    expect(reading.pageCount).toBe(1);
    expect(reading.text).toContain(trackNo);
    expect(reading.text).toContain('Nguyễn Thị Minh');
    expect(reading.text).toContain('阮氏明');
    expect(reading.notdefCount).toBe(0);
    expect(reading.fontNames.some((f) => f.endsWith('NotoSansSC-Regular'))).toBe(true);
    // no barcode decoder is installed: the embedded picture must be, pixel for pixel, bwip-js's Code 128 of the
    // number (black bars on transparency: pdfkit keeps the bars in the grey soft mask, compared with the PNG's alpha)
    const image = pdfImage(pdf);
    const png = PNG.sync.read(await barcodePng(trackNo));
    expect([image.width, image.height]).toEqual([png.width, png.height]);
    const gray = Buffer.from(Array.from({ length: png.width * png.height }, (_, i) => png.data[i * 4 + 3]!));
    expect(image.pixels.equals(gray)).toBe(true);
    const other = PNG.sync.read(await barcodePng(sandboxTrackNo('FD2611280001', 'another key')));
    const otherGray = Buffer.from(
      Array.from({ length: other.width * other.height }, (_, i) => other.data[i * 4 + 3]!),
    );
    expect(image.pixels.equals(otherGray)).toBe(false);
  });

  it('manifest document lists its track numbers', async () => {
    const text = winAnsiText(await manifestPdf('SBM20261128ABCDEF12', '2026-11-28', [trackNo]));
    expect(text).toContain('SBM20261128ABCDEF12');
    expect(text).toContain(trackNo);
  });
});
