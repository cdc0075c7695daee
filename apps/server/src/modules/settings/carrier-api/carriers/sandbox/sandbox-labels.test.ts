import { describe, expect, it } from 'vitest';
import { readPdf } from '#modules/lms/document/pdf-text.ts';
import { sandboxTrackNo, validTrackNo } from './sandbox.rules.ts';
import { testShipment } from './sandbox.test-kit.ts';
import { manifestPdf, pdfLabel, zplLabel } from './sandbox-labels.ts';

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

describe('sandbox labels', () => {
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

  it('PDF: the track number is readable as text and the barcode is an embedded image', async () => {
    const pdf = await pdfLabel(data);
    const reading = readPdf(pdf);
    expect(reading.pageCount).toBe(1);
    expect(reading.text).toContain(trackNo);
    expect(reading.text).toContain('Nguyễn Thị Minh');
    expect(reading.text).toContain('阮氏明');
    expect(reading.notdefCount).toBe(0);
    // no barcode decoder is installed: the Code 128 picture must at least be there as an image XObject
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('manifest document lists its track numbers', async () => {
    const reading = readPdf(await manifestPdf('SBM20261128ABCDEF12', '2026-11-28', [trackNo]));
    expect(reading.text).toContain('SBM20261128ABCDEF12');
    expect(reading.text).toContain(trackNo);
  });
});
