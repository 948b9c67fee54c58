import type {} from '@fastify/multipart';
import { APPLICATION_LIMITS, zApplicationComment } from '@playhall/contracts/activity-applications';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import { hasControlCharacters } from '@playhall/contracts/text-safety';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { toFieldErrors } from '../../http/validation';
import { checkImage, reencodeImage } from '../uploads/images';

/** An image as kept: re-encoded PNG or JPEG pixels. */
export type ApplicationImage = { contentType: string; data: Buffer };

/** What an application brings: its comment, and its images re-encoded. */
export type ApplicationUpload = { comment: string; images: ApplicationImage[] };

const invalid = (code: FieldErrorCode, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, 'The application is not valid.', [
    { field: 'comment', code, message },
  ]);

/** The comment: plain text of 1 to 140 characters; a control character is refused, not stripped. */
function readComment(value: unknown): string {
  if (typeof value !== 'string') throw invalid(FieldErrorCode.REQUIRED, 'Input cannot be empty');
  if (hasControlCharacters(value, { multiLine: true })) {
    throw invalid(FieldErrorCode.CONTROL_CHARACTERS, 'Control characters are not allowed');
  }
  const parsed = zApplicationComment.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  const [first] = toFieldErrors(parsed.error.issues);
  throw invalid(
    first?.code === 'TOO_LONG' ? FieldErrorCode.TOO_LONG : FieldErrorCode.REQUIRED,
    'Say it in 1 to 140 characters',
  );
}

/**
 * Reads an application (multipart: `comment`, and up to three `files`): the same path as every member upload
 * (`uploads/images`): each image checked by its bytes and declared size as it arrives (U2, U4), then all re-encoded
 * off the event loop (U3), so only pixels are kept. Callers check the member and the activity's state first.
 */
export async function readApplication(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the application as multipart/form-data.');
  }
  const uploads: { bytes: Buffer; fileName: string }[] = [];
  let comment: string | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: APPLICATION_LIMITS.images,
        fields: 1,
        parts: APPLICATION_LIMITS.images + 1,
        fieldSize: APPLICATION_LIMITS.commentMax * 16,
      },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'comment') {
          throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Only a comment and images are accepted.');
        }
        if (part.valueTruncated) throw invalid(FieldErrorCode.TOO_LONG, 'At most 140 characters');
        comment = readComment(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      checkImage(bytes, part.filename);
      uploads.push({ bytes, fileName: part.filename });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT'
    ) {
      throw new AppError(
        413,
        ErrorCode.PAYLOAD_TOO_LARGE,
        'An application takes at most three images of 5 MB each.',
      );
    }
    throw error;
  }
  if (comment === null) throw invalid(FieldErrorCode.REQUIRED, 'Input cannot be empty');
  const images = await Promise.all(
    uploads.map(async ({ bytes, fileName }) => {
      const { type, data } = await reencodeImage(bytes, fileName);
      return { contentType: `image/${type}`, data };
    }),
  );
  return { comment, images };
}
