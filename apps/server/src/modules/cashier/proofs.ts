import { randomBytes } from 'node:crypto';
import type {} from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { checkImage, reencodeImage } from '../uploads/images';

export type Proof = { fileName: string; contentType: string; data: Buffer };

/**
 * Reads the receipt proofs of a "not received" confirmation: at most three images of 5 MB each, nothing else
 * (U1); each checked by its bytes and declared size as it arrives (U2, U4), then all re-encoded off the event loop
 * (U3) before anything is stored. Callers check the withdrawal's owner and state before calling this.
 */
export async function readProofs(
  request: FastifyRequest,
): Promise<{ proofs: Proof[]; remark: string | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the proofs as multipart/form-data.');
  }
  const uploads: { bytes: Buffer; fileName: string }[] = [];
  let remark: string | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: UPLOAD_LIMITS.maxFiles,
        fields: 1,
        parts: UPLOAD_LIMITS.maxFiles + 1,
        fieldSize: 1024,
      },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'remark' || typeof part.value !== 'string') {
          throw new AppError(
            413,
            ErrorCode.PAYLOAD_TOO_LARGE,
            'Only receipt images and a remark are accepted.',
          );
        }
        const text = part.value.trim();
        remark = text;
        if (text.length > UPLOAD_LIMITS.commentMaxLength) {
          throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The remark is too long.', [
            { field: 'remark', code: 'TOO_LONG', message: 'At most 140 characters' },
          ]);
        }
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
      throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'At most three images of 5 MB each.');
    }
    throw error;
  }
  if (uploads.length === 0) {
    throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'Add at least one receipt image.', [
      { field: 'files', code: 'REQUIRED', message: 'Input cannot be empty' },
    ]);
  }
  const proofs = await Promise.all(
    uploads.map(async ({ bytes, fileName }): Promise<Proof> => {
      const { type, data } = await reencodeImage(bytes, fileName);
      return {
        fileName: `${randomBytes(16).toString('hex')}.${type === 'png' ? 'png' : 'jpg'}`,
        contentType: type === 'png' ? 'image/png' : 'image/jpeg',
        data,
      };
    }),
  );
  return { proofs, remark };
}

/** One proof file of a withdrawal, for the operator console (members read theirs through the cashier's route). */
export async function selectProof(
  runner: SqlRunner,
  withdrawalId: string,
  fileName: string,
): Promise<{ content_type: string; data: Uint8Array } | undefined> {
  const [proof] = await runner.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from withdrawal_proofs where withdrawal_id = $1 and file_name = $2',
    [withdrawalId, fileName],
  );
  return proof;
}

export async function storeProofs(
  tx: SqlRunner,
  withdrawalId: bigint,
  proofs: Proof[],
  remark: string | null,
): Promise<void> {
  for (const proof of proofs) {
    await tx.query(
      'insert into withdrawal_proofs (withdrawal_id, file_name, content_type, size, data) values ($1, $2, $3, $4, $5)',
      [withdrawalId, proof.fileName, proof.contentType, proof.data.length, proof.data],
    );
  }
  if (remark) await tx.query('update withdrawals set remark = $1 where id = $2', [remark, withdrawalId]);
}
