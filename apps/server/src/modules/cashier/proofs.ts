import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readImageForm } from '../uploads/images';

export type Proof = { fileName: string; contentType: string; data: Buffer };

/**
 * Reads the receipt proofs of a "not received" confirmation: at most three images of 5 MB each, nothing else
 * (U1); each checked by its bytes and declared size as it arrives (U2, U4), then all re-encoded off the event loop
 * (U3) before anything is stored. Callers check the withdrawal's owner and state before calling this.
 */
export async function readProofs(
  request: FastifyRequest,
): Promise<{ proofs: Proof[]; remark: string | null }> {
  const { fields, images } = await readImageForm(request, {
    fields: ['remark'],
    maxFiles: UPLOAD_LIMITS.maxFiles,
    fieldSize: 1024,
    tooLarge: 'At most three images of 5 MB each.',
    notMultipart: 'Send the proofs as multipart/form-data.',
    onField: (_name, value) => {
      if (value.trim().length > UPLOAD_LIMITS.commentMaxLength) {
        throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The remark is too long.', [
          { field: 'remark', code: 'TOO_LONG', message: 'At most 140 characters' },
        ]);
      }
    },
  });
  if (images.length === 0) {
    throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'Add at least one receipt image.', [
      { field: 'files', code: 'REQUIRED', message: 'Input cannot be empty' },
    ]);
  }
  const proofs = images.map(
    ({ contentType, data }): Proof => ({
      fileName: `${randomBytes(16).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType,
      data,
    }),
  );
  return { proofs, remark: fields.get('remark')?.trim() ?? null };
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
