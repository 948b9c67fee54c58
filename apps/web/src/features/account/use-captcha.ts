import { THROTTLE_MS } from '@playhall/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Captcha, getCaptcha } from './api/get-captcha';

/**
 * A server-drawn captcha, loaded while `isActive`. Captchas are single use: callers refresh after every
 * attempt that spent one. Refreshes happen at most once per second (portal-shell spec §9); a refresh asked
 * for sooner runs when the second is over.
 */
export function useCaptcha(isActive: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const last = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    last.current = Date.now();
    try {
      setCaptcha(await getCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  const refresh = useCallback(() => {
    window.clearTimeout(timer.current);
    const wait = last.current + THROTTLE_MS.captcha - Date.now();
    if (wait <= 0) void load();
    else timer.current = window.setTimeout(() => void load(), wait);
  }, [load]);

  useEffect(() => {
    if (isActive && captcha === null) refresh();
  }, [isActive, captcha, refresh]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { captcha, hasFailed, refresh };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
