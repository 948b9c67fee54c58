import type {} from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { withImageWorker } from '../../graphics/image-workers';
import { AppError } from '../../http/app-error';

export type ImageType = 'png' | 'jpeg';

/** Anything bigger is refused from its header, before any decoding (U4). A 12 MP phone photo is well inside. */
export const MAX_PIXELS = 25_000_000;
const MAX_SIDE = 10_000;
/** Stored receipts are scaled down to this on their long side: still legible, a fraction of the bytes. */
const STORED_SIDE = 2_560;

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

/** Checks the bytes and the declared size without decoding anything: cheap, on the event loop. */
export function checkImage(bytes: Buffer, fileName: string): ImageType {
  const type = detectImageType(bytes, fileName);
  const { width, height } = imageDimensions(bytes, type);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The image is too large.');
  }
  return type;
}

/**
 * Decodes and encodes the image again (U3): only pixels survive (turned upright by their EXIF orientation), so
 * metadata, comments and anything appended after the image are gone. The declared size is checked from the header
 * first, and the decoder itself refuses more pixels than that (U4); the work runs off the event loop.
 */
export async function reencodeImage(
  bytes: Buffer,
  fileName: string,
): Promise<{ type: ImageType; data: Buffer }> {
  const type = checkImage(bytes, fileName);
  try {
    const data = await withImageWorker(() => {
      const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true });
      return (type === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 85 })).toBuffer();
    });
    return { type, data };
  } catch {
    throw refused('The image could not be read.');
  }
}

/** An image of a form as kept: re-encoded pixels (U3) and their content type. */
export type StoredImage = { contentType: 'image/png' | 'image/jpeg'; data: Buffer };

export type ImageFormRules = {
  /** The text fields the form may have (each at most once); any other part is refused (U1). */
  fields: readonly string[];
  /** Images at most, each of at most UPLOAD_LIMITS.maxBytes (U1). */
  maxFiles: number;
  /** Bytes of a text field at most. */
  fieldSize: number;
  /** What a refusal of the form's size says (413). */
  tooLarge: string;
  /** What the refusal of a body that is not multipart says (415). */
  notMultipart: string;
  /** Checks a text field as it arrives (throw to refuse it), before any later part is read. */
  onField?: (name: string, value: string, truncated: boolean) => void;
};

const LIMIT_CODES = ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * Reads a member's multipart form of text fields and images, the one path of every member upload: each image is
 * checked by its bytes and declared size as it arrives (U2, U4), a part too many or too large refuses the whole
 * form (U1), and the images are re-encoded off the event loop (U3) only once all of it has arrived. Callers check
 * who is calling and the target's state before calling this.
 */
export async function readImageForm(
  request: FastifyRequest,
  rules: ImageFormRules,
): Promise<{ fields: Map<string, string>; images: StoredImage[] }> {
  if (!request.isMultipart()) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, rules.notMultipart);
  const tooLarge = () => new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, rules.tooLarge);
  const uploads: { bytes: Buffer; fileName: string }[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: rules.maxFiles,
        fields: rules.fields.length,
        parts: rules.maxFiles + rules.fields.length,
        fieldSize: rules.fieldSize,
      },
    })) {
      if (part.type === 'field') {
        const { fieldname, value } = part;
        if (!rules.fields.includes(fieldname) || fields.has(fieldname) || typeof value !== 'string') {
          throw tooLarge();
        }
        rules.onField?.(fieldname, value, part.valueTruncated);
        fields.set(fieldname, value);
        continue;
      }
      const bytes = await part.toBuffer();
      checkImage(bytes, part.filename);
      uploads.push({ bytes, fileName: part.filename });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (LIMIT_CODES.includes((error as { code?: string }).code ?? '')) throw tooLarge();
    throw error;
  }
  const images = await Promise.all(
    uploads.map(async ({ bytes, fileName }): Promise<StoredImage> => {
      const { type, data } = await reencodeImage(bytes, fileName);
      return { contentType: type === 'png' ? 'image/png' : 'image/jpeg', data };
    }),
  );
  return { fields, images };
}
