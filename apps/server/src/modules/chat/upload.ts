import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readImageForm, type StoredImage } from '../uploads/images';

/**
 * A chat image (multipart, one `file`: PNG or JPEG of at most 5 MB) through the one upload path (`uploads/images`'
 * `readImageForm`: U1 to U4), re-encoded off the event loop. Callers settle who calls and the conversation first.
 */
export async function readChatImage(request: FastifyRequest): Promise<StoredImage> {
  const { images } = await readImageForm(request, {
    fields: [],
    maxFiles: 1,
    fieldSize: 1,
    tooLarge: `A chat image is one PNG or JPEG of at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
    notMultipart: 'Send the image as multipart/form-data.',
  });
  const [image] = images;
  if (!image) {
    const message = 'Choose an image to send';
    throw new AppError(400, ErrorCode.VALIDATION_FAILED, message, [
      { field: 'file', code: FieldErrorCode.REQUIRED, message },
    ]);
  }
  return image;
}

/** Sends a stored chat image: private to whoever may read the conversation, never kept by a shared cache. */
export function sendChatImage(reply: FastifyReply, image: { contentType: string; data: Buffer }) {
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);
}
