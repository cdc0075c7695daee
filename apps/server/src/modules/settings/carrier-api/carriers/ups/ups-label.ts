import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * The UPS Ship API renders labels as GIF, ZPL, EPL or SPL, never PDF. For a PDF label the GIF
 * (1400×800 px, the 6×4 in label lying on its side) is decoded here, re-encoded as a palette PNG
 * (the image formats pdfkit embeds are PNG and JPEG) and placed upright on a 4×6 in PDF page.
 */

type GifImage = { width: number; height: number; palette: Buffer; indices: Uint8Array };

/** LZW data of a GIF image to its colour indices (GIF89a, section 22 and appendix F). */
function lzw(minCodeSize: number, data: Buffer, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  let size = minCodeSize + 1;
  let next = end + 1;
  let prev = -1;
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    first[i] = i;
    prefix[i] = -1;
  }
  for (let pos = 0; pos < data.length && o < pixels; ) {
    while (bits < size && pos < data.length) {
      acc |= data[pos++]! << bits;
      bits += 8;
    }
    if (bits < size) break;
    const code = acc & ((1 << size) - 1);
    acc >>>= size;
    bits -= size;
    if (code === clear) {
      size = minCodeSize + 1;
      next = end + 1;
      prev = -1;
      continue;
    }
    if (code === end) break;
    let c = code;
    let sp = 0;
    if (code >= next) {
      // the KwKwK case: the code being defined right now
      stack[sp++] = first[prev]!;
      c = prev;
    }
    while (c >= clear) {
      stack[sp++] = suffix[c]!;
      c = prefix[c]!;
    }
    stack[sp++] = c;
    if (prev !== -1 && next < 4096) {
      prefix[next] = prev;
      suffix[next] = c;
      first[next] = first[prev]!;
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    while (sp > 0 && o < pixels) out[o++] = stack[--sp]!;
    prev = code;
  }
  return out;
}

function subBlocks(buf: Buffer, pos: number): { data: Buffer; end: number } {
  const parts: Buffer[] = [];
  while (buf[pos]! > 0) {
    parts.push(buf.subarray(pos + 1, pos + 1 + buf[pos]!));
    pos += buf[pos]! + 1;
  }
  return { data: Buffer.concat(parts), end: pos + 1 };
}

function deinterlace(rows: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(rows.length);
  let src = 0;
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let y = start; y < height; y += step, src++)
      out.set(rows.subarray(src * width, (src + 1) * width), y * width);
  }
  return out;
}

/** The first image of a GIF file. */
export function decodeGif(buf: Buffer): GifImage {
  const signature = buf.subarray(0, 6).toString('latin1');
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new Error('not a GIF image');
  const packed = buf[10]!;
  let palette: Buffer = Buffer.alloc(0);
  let pos = 13;
  if (packed & 0x80) {
    const size = 3 * (1 << ((packed & 7) + 1));
    palette = buf.subarray(pos, pos + size);
    pos += size;
  }
  while (pos < buf.length) {
    const block = buf[pos]!;
    if (block === 0x21) {
      pos = subBlocks(buf, pos + 2).end;
    } else if (block === 0x2c) {
      const width = buf.readUInt16LE(pos + 5);
      const height = buf.readUInt16LE(pos + 7);
      const flags = buf[pos + 9]!;
      pos += 10;
      if (flags & 0x80) {
        const size = 3 * (1 << ((flags & 7) + 1));
        palette = buf.subarray(pos, pos + size);
        pos += size;
      }
      const minCodeSize = buf[pos]!;
      const { data } = subBlocks(buf, pos + 1);
      const rows = lzw(minCodeSize, data, width * height);
      return { width, height, palette, indices: flags & 0x40 ? deinterlace(rows, width, height) : rows };
    } else {
      break;
    }
  }
  throw new Error('the GIF holds no image');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit palette PNG of the image. */
export function paletteToPng(img: GifImage): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette colour
  const raw = Buffer.alloc((img.width + 1) * img.height);
  for (let y = 0; y < img.height; y++) {
    raw[y * (img.width + 1)] = 0; // filter: none
    raw.set(img.indices.subarray(y * img.width, (y + 1) * img.width), y * (img.width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', img.palette),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PAGE = { width: 288, height: 432 }; // 4 × 6 in

/** A one-page 4×6 in PDF showing the GIF label upright. */
export function gifLabelToPdf(gif: Buffer, title: string): Promise<Buffer> {
  const img = decodeGif(gif);
  const png = paletteToPng(img);
  const doc = new PDFDocument({ size: [PAGE.width, PAGE.height], margin: 0, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (img.width > img.height) {
    // lying on its side: turn it a quarter clockwise onto the upright page
    doc.rotate(90, { origin: [0, 0] });
    doc.image(png, 0, -PAGE.width, { fit: [PAGE.height, PAGE.width], align: 'center', valign: 'center' });
  } else {
    doc.image(png, 0, 0, { fit: [PAGE.width, PAGE.height], align: 'center', valign: 'center' });
  }
  doc.end();
  return done;
}
