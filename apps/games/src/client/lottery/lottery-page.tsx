import type { GameSession, LotteryView, TicketView } from '@playhall/contracts/games-play';
import { useCallback, useState } from 'react';
import type { GamePageConfig } from '../config';
import { useI18n } from '../i18n/i18n';
import type { SessionApi } from '../shared/api';
import { useFormat } from '../shared/format';
import { Notice } from '../shared/notice';
import { Tabs } from '../shared/tabs';
import { useToasts } from '../shared/toast';
import { TopBar } from '../shared/top-bar';
import { BetPanel } from './bet-panel';
import { DrawCard, drawPhase } from './draw-card';
import { DrawHistory } from './draw-history';
import { familyTitle } from './lottery-labels';
import './lottery.css';
import { TicketsList } from './tickets-list';
import { useLottery } from './use-lottery';
import { useNow } from './use-now';

type LotteryPageProps = { config: GamePageConfig; session: GameSession; api: SessionApi };

type PanelId = 'tickets' | 'results';

export function LotteryPage({ config, session, api }: LotteryPageProps) {
  const { t, error } = useI18n();
  const format = useFormat();
  const toasts = useToasts();
  const onSettled = useCallback(
    (ticket: TicketView) =>
      ticket.status === 'WON'
        ? toasts.show(
            'success',
            t('lottery.settledWon', { drawId: ticket.drawId, amount: format.money(ticket.payout) }),
          )
        : ticket.status === 'LOST'
          ? toasts.show('info', t('lottery.settledLost', { drawId: ticket.drawId }))
          : undefined,
    [toasts, t, format],
  );
  const lottery = useLottery(api, session, onSettled);

  if (lottery.failed)
    return (
      <Notice icon="⚠" title={t('common.openError')} body={error(lottery.failed)} backUrl={config.backUrl} />
    );
  if (!lottery.view)
    return (
      <main className="loading-screen" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </main>
    );
  return <LotteryGame config={config} session={session} lottery={{ ...lottery, view: lottery.view }} />;
}

type GameProps = {
  config: GamePageConfig;
  session: GameSession;
  lottery: ReturnType<typeof useLottery> & { view: LotteryView };
};

function LotteryGame({ config, session, lottery }: GameProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = useNow();
  const [panel, setPanel] = useState<PanelId>('tickets');
  const { view } = lottery;
  const isOpen = drawPhase(view, now) === 'open';
  const openTickets = lottery.tickets?.filter((ticket) => ticket.status === 'OPEN').length ?? 0;

  return (
    <div className={`lottery-app game-${view.game}`}>
      <TopBar
        backUrl={config.backUrl}
        title={config.title ?? familyTitle(i18n, view)}
        subtitle={config.title ? familyTitle(i18n, view) : undefined}
        demo={session.mode === 'demo'}
        balance={lottery.balance}
      />
      <main className="lottery-main">
        <div className="lottery-play">
          <DrawCard view={view} now={now} />
          <BetPanel view={view} isOpen={isOpen} balance={lottery.balance} place={lottery.place} />
        </div>
        <aside className="side-panel lottery-side">
          <Tabs<PanelId>
            label={t('lottery.panels')}
            active={panel}
            onChange={setPanel}
            tabs={[
              {
                id: 'tickets',
                label: (
                  <>
                    {t('lottery.myTickets')}
                    {openTickets > 0 ? <span className="tab-count">{openTickets}</span> : null}
                  </>
                ),
              },
              { id: 'results', label: t('lottery.results') },
            ]}
          >
            {panel === 'tickets' ? (
              <TicketsList tickets={lottery.tickets} view={view} />
            ) : (
              <DrawHistory view={view} />
            )}
          </Tabs>
        </aside>
      </main>
    </div>
  );
}
