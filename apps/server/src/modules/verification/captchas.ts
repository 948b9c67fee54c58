import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newOpaqueId, sha256 } from '../../security/tokens';
import { renderCaptcha } from './captcha-image';
import { randomCaptchaText } from './captcha-text';

const CAPTCHA_MINUTES = 5;

export function captchaAnswerHash(id: string, answer: string): Buffer {
  return sha256(`${id}:${answer.trim().toUpperCase()}`);
}

/** Server-drawn captchas: single use, five minutes, answer compared case-insensitively. */
export function createCaptchaService(database: Database) {
  async function create(ip: string): Promise<{ id: string; image: string }> {
    const id = newOpaqueId();
    const text = randomCaptchaText();
    await database.query(
      `insert into captchas (id, answer_hash, ip, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [id, captchaAnswerHash(id, text), ip, CAPTCHA_MINUTES],
    );
    return { id, image: renderCaptcha(text) };
  }

  /** Spends the captcha whatever the answer: a wrong answer needs a new image. */
  async function check(id: string | undefined, answer: string | undefined): Promise<void> {
    if (!id || !answer) throw new AppError(400, ErrorCode.CAPTCHA_REQUIRED, 'Please enter the captcha');
    const [row] = await database.query<{ matches: boolean }>(
      `update captchas set used_at = now()
       where id = $1 and used_at is null and expires_at > now()
       returning answer_hash = $2 as matches`,
      [id, captchaAnswerHash(id, answer)],
    );
    if (!row?.matches) throw new AppError(400, ErrorCode.CAPTCHA_INVALID, 'The captcha is not correct.');
  }

  return { create, check };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
