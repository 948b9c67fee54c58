import { ErrorCode } from '@playhall/contracts/error-codes';
import { AppError } from '../../http/app-error';

export type Phone = { dialingCode: string; number: string; e164: string };

/** Checks a mobile number the way the phone-verification catalogue expects (portal-shell spec §8). */
export function parsePhone(dialingCode: string | undefined, rawNumber: string | undefined): Phone {
  const number = (rawNumber ?? '').replace(/[\s-]/g, '');
  if (number === '')
    throw new AppError(400, ErrorCode.MISSING_PHONE_NUMBER, 'Please enter a valid phone number.');
  if (!dialingCode || !/^\+[0-9]{1,4}$/.test(dialingCode) || !/^[0-9]{6,15}$/.test(number)) {
    throw new AppError(400, ErrorCode.INVALID_PHONE_NUMBER, 'Invalid phone number format.');
  }
  const national = number.replace(/^0+/, '');
  return { dialingCode, number: national, e164: `${dialingCode}${national}` };
}

export function maskPhone(e164: string): string {
  return `${e164.slice(0, -4).replace(/[0-9](?=[0-9]{3})/g, '*')}${e164.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}
