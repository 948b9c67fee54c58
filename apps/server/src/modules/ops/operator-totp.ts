import { ErrorCode } from '@playhall/contracts/error-codes';
import QRCode from 'qrcode';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newTotpSecret, otpauthUrl, spendTotpStep, toBase32, totpStep } from '../../security/totp';
import type { Operator } from './operator-auth';

/**
 * The operator's authenticator set-up at first login: a secret shown as a QR code and as text, confirmed with one
 * code. Until confirmed the same secret is shown again (a reload of the page does not change what was scanned);
 * once confirmed it is never sent again. The secret stays in the database like the members' (not encrypted: a key
 * kept beside it would protect nothing, and no key store exists yet); it leaves only in this set-up answer.
 */
export function createOperatorTotp({
  database,
  issuer,
}: {
  database: Database;
  issuer: () => Promise<string>;
}) {
  async function setup(operator: Operator) {
    const [row] = await database.query<{ totp_secret: Uint8Array }>(
      `update operators set totp_secret = coalesce(totp_secret, $2) where id = $1 and not totp_enabled
       returning totp_secret`,
      [operator.operatorId, newTotpSecret()],
    );
    if (!row) throw new AppError(409, ErrorCode.CONFLICT, 'The authenticator is already set up.');
    const secret = Buffer.from(row.totp_secret);
    const url = otpauthUrl(secret, operator.username, `${await issuer()} console`);
    return {
      secret: toBase32(secret),
      otpauthUrl: url,
      qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }),
    };
  }

  /** The first code proves the app holds the secret; it is spent like any other (RFC 6238 §5.2). */
  async function enable(operator: Operator, code: string): Promise<void> {
    const [row] = await database.query<{ totp_secret: Uint8Array | null; totp_enabled: boolean }>(
      'select totp_secret, totp_enabled from operators where id = $1',
      [operator.operatorId],
    );
    if (!row?.totp_secret || row.totp_enabled) {
      throw new AppError(409, ErrorCode.CONFLICT, 'Start the authenticator set-up first.');
    }
    const step = totpStep(Buffer.from(row.totp_secret), code);
    await database.transaction(async (tx) => {
      if (step === null || !(await spendTotpStep(tx, 'operators', operator.operatorId, step))) {
        throw new AppError(400, ErrorCode.INVALID_VERIFICATION_CODE, 'Verification code is not valid');
      }
      const [enabled] = await tx.query(
        'update operators set totp_enabled = true where id = $1 and not totp_enabled returning id',
        [operator.operatorId],
      );
      if (!enabled) throw new AppError(409, ErrorCode.CONFLICT, 'The authenticator is already set up.');
      await writeAudit(tx, {
        operatorId: operator.operatorId,
        action: 'TOTP_ENROL',
        targetType: 'operator',
        targetId: operator.operatorId.toString(),
      });
    });
  }

  return { setup, enable };
}

export type OperatorTotp = ReturnType<typeof createOperatorTotp>;
