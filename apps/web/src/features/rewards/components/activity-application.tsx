import type { ApplicationRules } from '@playhall/contracts/activity-applications';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { ProtectedImage } from '@/components/ui/protected-image';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import type { MemberActivity } from '../api/activities';
import { ApplicationDialog } from './activity-application-dialog';
import './activity-application.css';

const rulesOf = (activity: MemberActivity) => activity.rules as ApplicationRules;

/** What an approved application pays, how often one may apply, and what to send. */
export function ApplicationRulesLine({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const rules = rulesOf(activity);
  return (
    <>
      <p className="activity-card__rules">
        {t(`activityApplications.rules.${rules.frequency}`, {
          amount: formatMoney(rules.amount, symbol),
          multiple: rules.wageringMultiple,
        })}
      </p>
      {activity.state === 'APPLYING' ? (
        <p className="application-card__instruction">{rules.instruction}</p>
      ) : null}
    </>
  );
}

/** The member's application once sent: what was said, when, and the operator's decision with its note. */
export function ApplicationStatus({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const application = activity.application;
  if (activity.kind !== 'APPLICATION' || !application) return null;
  const isDaily = rulesOf(activity).frequency === 'DAILY';
  return (
    <div className={`application-card__status application-card__status--${activity.state.toLowerCase()}`}>
      <p className="application-card__sent">
        {t('activityApplications.sentAt')} <TimeText iso={application.appliedAt} />
      </p>
      <blockquote className="application-card__comment">{application.comment}</blockquote>
      {application.images.length > 0 ? (
        <ul className="application-card__images" aria-label={t('activityApplications.images')}>
          {application.images.map((src, index) => (
            <li key={src}>
              <ProtectedImage src={src} alt={t('activityApplications.imagePreview', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      ) : null}
      {activity.state === 'IN_PROCESS' ? (
        <p className="application-card__line">{t('activityApplications.inProcess')}</p>
      ) : null}
      {activity.state === 'ISSUED' && activity.amount ? (
        <p className="application-card__line application-card__line--paid">
          {t('activityApplications.issued')} <Money amount={activity.amount} />
        </p>
      ) : null}
      {activity.state === 'REJECTED' ? (
        <p className="application-card__line application-card__line--rejected">
          {t('activityApplications.rejected')}
        </p>
      ) : null}
      {application.note ? (
        <p className="application-card__note">
          <span className="application-card__note-label">{t('activityApplications.note')}</span>{' '}
          {application.note}
        </p>
      ) : null}
      {isDaily && activity.state !== 'IN_PROCESS' ? (
        <p className="application-card__line">{t('activityApplications.tomorrow')}</p>
      ) : null}
    </div>
  );
}

/** APPLYING offers the application form; the other states have nothing to do. */
export function ApplicationAction({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (activity.state !== 'APPLYING') return null;
  return (
    <div className="activity-card__action">
      <Button variant="gold" icon="send" onClick={() => setOpen(true)}>
        {t('activityApplications.apply')}
      </Button>
      {isOpen ? <ApplicationDialog activity={activity} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
