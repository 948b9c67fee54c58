import type { LotteryView, TicketView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import './lottery-lists.css';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../shared/format';
import { betTypeLabel, selectionText } from './lottery-labels';

/** The player's tickets, newest first: what was bet, on which draw, and how it ended. */
export function TicketsList({ tickets, view }: { tickets: TicketView[] | null; view: LotteryView }) {
  const i18n = useI18n();
  const { t } = i18n;
  const format = useFormat();
  if (tickets === null) return <p className="panel-hint">{t('common.loading')}</p>;
  if (tickets.length === 0) return <p className="panel-empty">{t('lottery.noTickets')}</p>;
  return (
    <ul className="ticket-list">
      {tickets.map((ticket) => {
        const type = view.betTypes.find((candidate) => candidate.betType === ticket.betType);
        const status = ticket.status;
        const won = status === 'WON' && parseAmount(ticket.payout) > 0n;
        return (
          <li key={ticket.ticketId} className={`ticket status-${status}`} data-testid="ticket-row">
            <div className="ticket-head">
              <strong className="ticket-bet">{betTypeLabel(i18n, type, ticket.betType)}</strong>
              <span className={`ticket-status status-${status}`} data-testid="ticket-status">
                {t(`lottery.status.${status}`)}
              </span>
            </div>
            <div className="ticket-body">
              <span className="ticket-selection">{selectionText(i18n, type, ticket.selection)}</span>
              <span className="ticket-draw mono">{ticket.drawId}</span>
            </div>
            <div className="ticket-foot">
              <span>
                {t('common.stake')} {format.money(ticket.stake)}
              </span>
              <span className="ticket-time">{format.dateTime(ticket.placedAt)}</span>
              <strong className={won ? 'gold' : 'muted'} data-testid="ticket-payout">
                {status === 'OPEN'
                  ? ''
                  : won
                    ? `+${format.money(ticket.payout)}`
                    : format.money(ticket.payout)}
              </strong>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
