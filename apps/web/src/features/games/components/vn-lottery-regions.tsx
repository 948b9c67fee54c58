import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { type VnRegion, vnLotteryMenuQueryOptions } from '../api/get-vn-lottery-menu';
import { GameGrid } from './game-grid';

/** The Vietnam lottery menu (/lgw/vn/games/game_menu): north, central and south, each with its draws. */
export function VnLotteryRegions({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data, error, refetch } = useQuery(vnLotteryMenuQueryOptions(language));
  const [region, setRegion] = useState<VnRegion['region']>('NORTH');
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} compact />;
  const games = data?.find((entry) => entry.region === region)?.games;
  return (
    <div className="vn-regions">
      <fieldset className="lobby-tabs" aria-label={t('games.vnRegions')}>
        {(['NORTH', 'CENTRAL', 'SOUTH'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="lobby-tab"
            aria-pressed={region === option}
            onClick={() => setRegion(option)}
          >
            {t(`games.vnRegion.${option}`)}
          </button>
        ))}
      </fieldset>
      <GameGrid tiles={games} skeletons={8} onLeave={onLeave} />
    </div>
  );
}
