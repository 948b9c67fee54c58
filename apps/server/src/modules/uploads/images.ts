import { ErrorCode } from '@playhall/contracts/error-codes';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { AppError } from '../../http/app-error';

export type ImageType = 'png' | 'jpeg';

/** Anything bigger would take hundreds of megabytes to decode: refused from its header, before decoding (U4). */
const MAX_PIXELS = 25_000_000;
const MAX_SIDE = 10_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function refused(message: string): AppError {
  return new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);
}

/** The type is what the bytes say, and the file name must say the same (U2). */
export function detectImageType(bytes: Buffer, fileName: string): ImageType {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  let type: ImageType | null = null;
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) type = 'png';
  else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) type = 'jpeg';
  if (!type) throw refused('Only PNG and JPEG images are accepted.');
  const expected = type === 'png' ? ['png'] : ['jpg', 'jpeg'];
  if (!expected.includes(extension)) throw refused('The file name does not match the image it contains.');
  return type;
}

/** Width and height from the header alone: PNG's IHDR, or a JPEG's first start-of-frame marker. */
export function imageDimensions(bytes: Buffer, type: ImageType): { width: number; height: number } {
  if (type === 'png') {
    if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR')
      throw refused('The PNG image is damaged.');
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw refused('The JPEG image is damaged.');
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw refused('The JPEG image is damaged.');
}

/** The PNG up to its IEND chunk: whatever was appended after it (a script, an archive) is dropped before decoding. */
function pngUpToEnd(bytes: Buffer): Buffer {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return bytes.subarray(0, offset);
  }
  throw refused('The PNG image is damaged.');
}

/**
 * Decodes and encodes the image again (U3): only pixels survive, so metadata, comments and anything appended
 * after the image are gone. Decompression bombs are refused from their declared size first (U4).
 */
export function reencodeImage(bytes: Buffer, fileName: string): { type: ImageType; data: Buffer } {
  const type = detectImageType(bytes, fileName);
  const { width, height } = imageDimensions(bytes, type);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The image is too large.');
  }
  try {
    if (type === 'png') {
      const decoded = PNG.sync.read(pngUpToEnd(bytes));
      const clean = new PNG({ width: decoded.width, height: decoded.height });
      decoded.data.copy(clean.data);
      return { type, data: PNG.sync.write(clean) };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
    const encoded = jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, 85);
    return { type, data: Buffer.from(encoded.data) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused('The image could not be read.');
  }
}
