import { APPLICATION_LIMITS, zApplicationComment } from '@playhall/contracts/activity-applications';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import { hasControlCharacters } from '@playhall/contracts/text-safety';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { toFieldErrors } from '../../http/validation';
import { readImageForm } from '../uploads/images';

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
 * (`uploads/images`' `readImageForm`): each image checked by its bytes and declared size as it arrives (U2, U4),
 * then all re-encoded off the event loop (U3), so only pixels are kept. Callers check the member and the activity's
 * state first.
 */
export async function readApplication(request: FastifyRequest): Promise<ApplicationUpload> {
  const { fields, images } = await readImageForm(request, {
    fields: ['comment'],
    maxFiles: APPLICATION_LIMITS.images,
    fieldSize: APPLICATION_LIMITS.commentMax * 16,
    tooLarge: 'An application takes at most three images of 5 MB each.',
    notMultipart: 'Send the application as multipart/form-data.',
    onField: (_name, value, truncated) => {
      if (truncated) throw invalid(FieldErrorCode.TOO_LONG, 'At most 140 characters');
      readComment(value);
    },
  });
  const comment = fields.get('comment');
  if (comment === undefined) throw invalid(FieldErrorCode.REQUIRED, 'Input cannot be empty');
  return { comment: readComment(comment), images };
}
