import type { LoginRequest } from '@playhall/contracts/accounts';
import { useState } from 'react';
import { failureCode } from '@/lib/error-message';
import { login } from './api/login';
import type { SecondFactorChallenge, SessionGranted } from './api/session-granted';
import { asksForCaptcha } from './asks-for-captcha';
import { type SessionStart, startSession } from './start-session';
import { useCaptcha } from './use-captcha';

type Credentials = Pick<LoginRequest, 'type' | 'username' | 'password' | 'countryDialingCode' | 'requestId'>;

export type PendingChallenge = { challenge: SecondFactorChallenge; oldPassword: string | undefined };

/**
 * The login steps shared by the login popup and the agent login page (portal-shell spec §4 "Login"): the
 * captcha appears after a failure that asks for it, a second factor is handed to its dialog, and a granted
 * session goes through `startSession`.
 */
export function useLoginFlow({
  agentLogin = false,
  next,
  onDone,
}: {
  agentLogin?: boolean;
  /** Where a forced password change lands afterwards. */
  next?: string;
  onDone: (start: SessionStart) => void;
}) {
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const finish = async (granted: SessionGranted, oldPassword: string | undefined) => {
    const start = await startSession(granted, { oldPassword, next });
    onDone(start);
  };

  /** Sends the credentials; resolves false when the attempt failed (the captcha answer is then spent). */
  const submit = async (credentials: Credentials, captchaAnswer: string): Promise<boolean> => {
    setBusy(true);
    setErrorCode(null);
    const oldPassword = credentials.type === 'sms' ? undefined : credentials.password;
    try {
      const result = await login({
        ...credentials,
        ...(agentLogin ? { agentLogin: true } : {}),
        ...(isCaptchaShown && captcha.captcha
          ? { captchaId: captcha.captcha.id, captcha: captchaAnswer.trim() }
          : {}),
      });
      if (result.status === 'SECOND_FACTOR') setPending({ challenge: result, oldPassword });
      else await finish(result, oldPassword);
      return true;
    } catch (error) {
      const wantsCaptcha = asksForCaptcha(error);
      if (wantsCaptcha && !isCaptchaShown) setCaptchaShown(true);
      else if (isCaptchaShown) captcha.refresh();
      setErrorCode(failureCode(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    submit,
    finish,
    isBusy,
    errorCode,
    clearError: () => setErrorCode(null),
    isCaptchaShown,
    captcha,
    pending,
    cancelChallenge: () => setPending(null),
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
