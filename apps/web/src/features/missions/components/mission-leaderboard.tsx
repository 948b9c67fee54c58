import type { MissionPeriod } from '@playhall/contracts/missions';
import { parseAmount } from '@playhall/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert, SegmentedTabs } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { claimMission, type Mission, missionsQueryOptions } from '../api/missions';
import { MissionBoard } from './mission-board';
import { MissionCard } from './mission-card';
import './missions.css';

/** The daily or weekly missions as cards, the period's end, and the claim. */
function Missions() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const query = useQuery(missionsQueryOptions());
  const action = useMoneyAction();
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const claim = (mission: Mission) =>
    void action
      .run(() => claimMission(mission.id))
      .then((claimed) => {
        if (!claimed) return;
        showToast(
          parseAmount(claimed.reward) > 0n
            ? t('missions.claimedToast', {
                amount: formatMoney(claimed.reward, symbol),
                score: claimed.score,
              })
            : t('missions.scoredToast', { score: claimed.score }),
        );
      });
  const ready = (list: Mission[]) => list.filter((mission) => mission.state === 'CLAIM').length;
  const tabLabel = (key: MissionPeriod, list: Mission[] | undefined) => {
    const count = list ? ready(list) : 0;
    const name = t(`missions.periods.${key}`);
    return count > 0 ? `${name} (${count})` : name;
  };
  const shown = query.data ? (period === 'DAILY' ? query.data.daily : query.data.weekly) : [];
  return (
    <Panel
      icon="target"
      title={t('missions.title')}
      description={
        shown[0] ? (
          <>
            {t(`missions.resets.${period}`)} <TimeText iso={shown[0].periodEndsAt} />
          </>
        ) : (
          t('missions.body')
        )
      }
    >
      <SegmentedTabs<MissionPeriod>
        label={t('missions.title')}
        value={period}
        options={[
          { value: 'DAILY', label: tabLabel('DAILY', query.data?.daily) },
          { value: 'WEEKLY', label: tabLabel('WEEKLY', query.data?.weekly) },
        ]}
        onChange={setPeriod}
      />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <QueryView query={query} skeletonHeight="14rem">
        {() =>
          shown.length === 0 ? (
            <StatePanel
              compact
              icon="target"
              title={t('missions.empty')}
              description={t('missions.emptyBody')}
            />
          ) : (
            <ul className="mission-cards">
              {shown.map((mission) => (
                <MissionCard key={mission.id} mission={mission} isBusy={action.isBusy} onClaim={claim} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Panel>
  );
}

/**
 * missionLeaderboard (member-and-agent-centres spec §2): the day's and the week's missions with their progress
 * and claims, and the week's leaderboard with the member's own place.
 */
export function MissionLeaderboard() {
  return (
    <div className="panel-stack">
      <Missions />
      <MissionBoard />
    </div>
  );
}
