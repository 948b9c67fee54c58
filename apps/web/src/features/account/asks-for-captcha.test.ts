import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { asksForCaptcha } from './asks-for-captcha';

describe('asksForCaptcha', () => {
  it('shows the captcha when the server asks for one or refused the answer', () => {
    expect(asksForCaptcha(new ApiError('CAPTCHA_REQUIRED', 400, [], { captchaRequired: true }))).toBe(true);
    expect(asksForCaptcha(new ApiError('CAPTCHA_INVALID', 400))).toBe(true);
  });

  it('shows it after a wrong password, which the server flags for the next attempt', () => {
    expect(asksForCaptcha(new ApiError('INVALID_CREDENTIALS', 401, [], { captchaRequired: true }))).toBe(
      true,
    );
  });

  it('leaves it hidden for refusals that do not ask for one', () => {
    expect(asksForCaptcha(new ApiError('NON_AGENT_LOGIN', 403))).toBe(false);
    expect(asksForCaptcha(new ApiError('INVALID_CREDENTIALS', 401, [], { captchaRequired: false }))).toBe(
      false,
    );
    expect(asksForCaptcha(new ApiError('NETWORK_ERROR', 0))).toBe(false);
    expect(asksForCaptcha(new Error('boom'))).toBe(false);
  });
});
