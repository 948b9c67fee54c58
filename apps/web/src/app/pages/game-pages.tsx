import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteHandle } from '../routes/route-handle';
import { ComingSoon, PageFrame } from './page-frame';

/** The game code a game or lottery page was opened for, when there is one. */
function GameCodeNote() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (!gameCode) return null;
  return <p className="game-code">{t('games.gameCode', { code: gameCode })}</p>;
}

/** /lottery, /seaLottery, /vnLottery: lottery pages (no footer), opened with ?gameCode. */
export function LotteryPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <PageFrame icon="LOTT" title={t(handle.titleKey)} subtitle={t('pages.lotterySubtitle')}>
      <ComingSoon area="lottery" details={<GameCodeNote />} />
    </PageFrame>
  );
}

/** /seamless, /lottert, /vnlottery, /sealottery: game pages (no side menu). */
export function GamePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <PageFrame icon="sparkles" title={t(handle.titleKey)} subtitle={t('pages.gameSubtitle')}>
      <ComingSoon area="game" details={<GameCodeNote />} />
    </PageFrame>
  );
}
