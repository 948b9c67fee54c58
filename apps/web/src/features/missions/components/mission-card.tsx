import { MONEY_MISSION_KINDS } from '@playhall/contracts/mission-constants';
import { parseAmount } from '@playhall/contracts/money';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import type { Mission } from '../api/missions';

const KIND_ICONS: Record<Mission['kind'], IconName> = {
  BET: 'coins',
  DEPOSIT: 'deposit',
  LOGIN_DAYS: 'calendar',
  GAMES: 'grid',
};

/** What a mission's progress measures: valid bets (in a category), deposits, days logged in, games played. */
function useMeasure(mission: Mission): string {
  const { t } = useTranslation();
  if (mission.kind === 'BET' && mission.category) {
    return t('missions.betIn', { category: t(`categories.${mission.category}`) });
  }
  return t(`missions.kinds.${mission.kind}`);
}

/** One mission as a card: what it asks, the progress bar of the period, what it pays, the claim. */
export function MissionCard({
  mission,
  isBusy,
  onClaim,
}: {
  mission: Mission;
  isBusy: boolean;
  onClaim(mission: Mission): void;
}) {
  const { t } = useTranslation();
  const measure = useMeasure(mission);
  const money = MONEY_MISSION_KINDS.includes(mission.kind);
  const met = mission.state !== 'IN_PROGRESS';
  const hasReward = parseAmount(mission.reward) > 0n;
  return (
    <li className={`mission-card mission-card--${mission.state.toLowerCase()}`}>
      <div className="mission-card__head">
        <span className="mission-card__icon" aria-hidden="true">
          <Icon name={KIND_ICONS[mission.kind]} size={20} />
        </span>
        <div className="mission-card__text">
          <h3 className="mission-card__title">{mission.title}</h3>
          {mission.description ? <p className="mission-card__description">{mission.description}</p> : null}
        </div>
      </div>
      <ProgressMeter
        label={measure}
        achieved={money ? mission.achieved : `${mission.achieved}.00`}
        required={money ? mission.target : `${mission.target}.00`}
        met={met}
        metLabel={t('missions.done')}
        pendingLabel={t('missions.inProgress')}
        figures={
          money
            ? undefined
            : t(`missions.countOf.${mission.kind}`, { achieved: mission.achieved, target: mission.target })
        }
      />
      <div className="mission-card__foot">
        <p className="mission-card__prize">
          {hasReward ? <Money amount={mission.reward} className="mission-card__reward" /> : null}
          {mission.score > 0 ? (
            <span className="mission-card__score">
              <Icon name="trophy" size={14} /> {t('missions.points', { count: mission.score })}
            </span>
          ) : null}
        </p>
        {mission.state === 'CLAIM' ? (
          <Button size="sm" variant="gold" icon="gift" disabled={isBusy} onClick={() => onClaim(mission)}>
            {t('missions.claim')}
          </Button>
        ) : mission.state === 'CLAIMED' ? (
          <StatusChip tone="success">{t('missions.claimed')}</StatusChip>
        ) : null}
      </div>
    </li>
  );
}
