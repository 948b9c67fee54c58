import type { PersonalInfo } from '@playhall/contracts/password-strength';
import { useTranslation } from '@/lib/use-translation';
import { usePasswordStrength } from '../use-password-strength';
import './password-strength-meter.css';

const SEGMENTS = [1, 2, 3, 4];

/**
 * The strength of a new password while it is typed: four segments, the level in words and, for a password the
 * server would refuse, why. Only a hint: the server judges again on submit (issue 11.7).
 */
export function PasswordStrengthMeter({ password, info }: { password: string; info: PersonalInfo }) {
  const { t } = useTranslation();
  const verdict = usePasswordStrength(password, info);
  if (!verdict) return null;
  const level = t(`passwordStrength.level${verdict.score}`);
  const tone = verdict.weakness ? 'weak' : verdict.score >= 4 ? 'strong' : 'good';
  return (
    <div className={`strength strength--${tone}`}>
      <meter
        className="visually-hidden"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={verdict.score}
        aria-label={t('passwordStrength.label')}
        aria-valuetext={level}
      />
      <div className="strength__bar" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={`strength__segment${segment <= Math.max(verdict.score, 1) ? ' strength__segment--on' : ''}`}
          />
        ))}
      </div>
      <p className="strength__text" aria-live="polite">
        <span className="strength__level">{t('passwordStrength.summary', { level })}</span>
        {verdict.weakness ? ` ${t(`errors.${verdict.weakness}`)}` : null}
      </p>
    </div>
  );
}
