import {
  judgePassword,
  type PasswordVerdict,
  type PersonalInfo,
  type StrengthEstimator,
} from '@playhall/contracts/password-strength';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

let loading: Promise<StrengthEstimator> | undefined;

function loadEstimator(): Promise<StrengthEstimator> {
  loading ??= import('./password-strength/estimator').then((module) => module.estimate);
  return loading;
}

/**
 * The verdict on a new password as the member types it, with the server's judgement (contracts
 * password-strength.ts) and a lighter estimator; null until a password is typed and the estimator has loaded.
 */
export function usePasswordStrength(password: string, info: PersonalInfo): PasswordVerdict | null {
  const [estimator, setEstimator] = useState<StrengthEstimator | null>(null);
  const typed = useDeferredValue(password);
  const hasTyped = typed !== '';
  useEffect(() => {
    if (!hasTyped || estimator) return;
    let isLive = true;
    loadEstimator().then(
      (loaded) => {
        if (isLive) setEstimator(() => loaded);
      },
      // Only a hint: without its chunk (offline, a new deployment) the form works on, and the server judges.
      () => {
        loading = undefined;
      },
    );
    return () => {
      isLive = false;
    };
  }, [hasTyped, estimator]);
  const { account, email, mobile, realName } = info;
  return useMemo(
    () =>
      estimator && typed !== ''
        ? judgePassword(typed, { account, email, mobile, realName }, estimator)
        : null,
    [estimator, typed, account, email, mobile, realName],
  );
}
