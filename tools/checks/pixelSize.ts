/**
 * The pixel size of a JPEG, PNG, WebP, GIF or AVIF image, read from its header. content:check names
 * it when an image is too heavy; sharp, which could tell it too, stays out of lib/ (the rule
 * site-not-to-sharp in .dependency-cruiser.cjs) and is asynchronous where the checks are not.
 * The size is the stored one: a phone photo turned by its EXIF orientation shows the other way round.
 */
export type PixelSize = { width: number; height: number };

const ascii = (bytes: Buffer, at: number, length: number) => bytes.toString('latin1', at, at + length);

function png(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): PixelSize | undefined {
  return bytes.length < 10 ? undefined : { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** The first start-of-frame segment (SOF0 to SOF15, less DHT, JPG and DAC) holds the size. */
function jpeg(bytes: Buffer): PixelSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
    } else if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    } else {
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return undefined;
}

function webp(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * AVIF (ISO base media file): the `ispe` boxes inside `meta` give each item's size; the largest is
 * the picture (the others are its tiles, alpha or thumbnail).
 */
function avif(bytes: Buffer): PixelSize | undefined {
  let best: PixelSize | undefined;
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    if (ascii(bytes, at + 4, 4) === 'meta') {
      const end = Math.min(bytes.length, at + size);
      for (let i = bytes.indexOf('ispe', at, 'latin1'); i > 0 && i + 16 <= end; i = bytes.indexOf('ispe', i + 4, 'latin1')) {
        const [width, height] = [bytes.readUInt32BE(i + 8), bytes.readUInt32BE(i + 12)];
        if (!best || width * height > best.width * best.height) best = { width, height };
      }
      return best;
    }
    if (size < 8) return undefined;
    at += size;
  }
  return undefined;
}

/** The image's pixel size, whatever its file name says; undefined when the header is not one of these. */
export function pixelSize(bytes: Buffer): PixelSize | undefined {
  try {
    if (bytes.toString('hex', 0, 8) === '89504e470d0a1a0a') return png(bytes);
    if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return gif(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
    if (ascii(bytes, 4, 4) === 'ftyp') return avif(bytes);
  } catch {
    // A header cut short: read past the end.
  }
  return undefined;
}
