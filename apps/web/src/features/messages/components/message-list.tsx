import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { PagedList } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { unreadCountQueryOptions } from '@/lib/api/get-unread-count';
import { showMessage } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { type MessageChange, useChangeMessages } from '../api/change-messages';
import { type MemberMessage, messagesQueryOptions } from '../api/get-messages';
import { CONTRACT_LOOKS, contractMessageParams, isContractMessage } from './contract-message';
import './messages.css';

const PAGE_SIZE = 10;

const KIND_LOOK: Record<string, { icon: IconName; tone: 'good' | 'bad' | 'info' }> = {
  DEPOSIT_CREDITED: { icon: 'deposit', tone: 'good' },
  DEPOSIT_FAILED: { icon: 'xCircle', tone: 'bad' },
  WITHDRAWAL_APPROVED: { icon: 'checkCircle', tone: 'info' },
  WITHDRAWAL_REJECTED: { icon: 'xCircle', tone: 'bad' },
  WITHDRAWAL_DISBURSED: { icon: 'withdraw', tone: 'good' },
  AGENT_APPLICATION_APPROVED: { icon: 'users', tone: 'good' },
  AGENT_APPLICATION_REJECTED: { icon: 'xCircle', tone: 'bad' },
  TRANSFER_FROM_UPLINE: { icon: 'transfer', tone: 'good' },
  BONUS_GRANTED: { icon: 'gift', tone: 'good' },
  BONUS_CANCELLED: { icon: 'xCircle', tone: 'bad' },
  ACTIVITY_APPLICATION_APPROVED: { icon: 'gift', tone: 'good' },
  ACTIVITY_APPLICATION_REJECTED: { icon: 'xCircle', tone: 'bad' },
  REDEMPTION_APPROVED: { icon: 'bag', tone: 'good' },
  REDEMPTION_REJECTED: { icon: 'xCircle', tone: 'bad' },
  OPERATOR_MESSAGE: { icon: 'megaphone', tone: 'info' },
  FEEDBACK_ANSWERED: { icon: 'headset', tone: 'good' },
};

/** Reads or deletes messages; a failure (a message deleted in another tab) is said in words, never raw. */
function useMessageActions() {
  const { t } = useTranslation();
  const change = useChangeMessages();
  return {
    isPending: change.isPending,
    run: (request: MessageChange, done?: string) =>
      change.mutate(request, {
        onSuccess: () => {
          if (done) showToast(done);
        },
        onError: (error) => showMessage(errorMessage(t, error), 'warning'),
      }),
  };
}

function MessageItem({ message }: { message: MemberMessage }) {
  const { t, i18n } = useTranslation();
  const actions = useMessageActions();
  const symbol = useCurrencySymbol();
  const time = useBrandTime();
  const look = KIND_LOOK[message.kind] ?? CONTRACT_LOOKS[message.kind] ?? { icon: 'mail', tone: 'info' };
  const amount = message.params.amount ? formatMoney(message.params.amount, symbol) : '';
  const isContract = isContractMessage(message.kind);
  // Contract messages have words of their own (`contractMessages`), with the reason translated from its code.
  const base = isContract ? `contractMessages.${message.kind}` : `platformMessages.kinds.${message.kind}`;
  const key = i18n.exists(`${base}.title`) ? base : 'platformMessages.kinds.OTHER';
  const params = isContract
    ? contractMessageParams(t, message.params, time, amount)
    : {
        amount,
        id:
          message.params.depositId ??
          message.params.withdrawalId ??
          message.params.applicationId ??
          message.params.ticketId ??
          '',
        code: message.params.affiliateCode ?? '',
        reason: message.params.reason ?? '',
        from: message.params.from ?? '',
        title: message.params.title ?? '',
        body: message.params.body ?? '',
        reference: message.params.reference ?? '',
        points: message.params.points ?? '',
        wagering: message.params.wagering ? formatMoney(message.params.wagering, symbol) : '',
      };
  return (
    <li className={`message-item message-item--${look.tone}${message.read ? '' : ' message-item--unread'}`}>
      <span className="message-item__icon">
        <Icon name={look.icon} size={20} />
      </span>
      <div className="message-item__text">
        <p className="message-item__title">
          {t(`${key}.title`, params)}
          {message.read ? null : <span className="message-item__new">{t('platformMessages.new')}</span>}
        </p>
        <p className="message-item__body">
          {t(`${key}.body`, params)}
          {params.reason && !isContract
            ? ` ${t('platformMessages.reason', { reason: params.reason })}`
            : null}
        </p>
      </div>
      <div className="message-item__side">
        <TimeText className="message-item__time" iso={message.createdAt} />
        <div className="message-item__actions">
          {message.read ? null : (
            <Button
              size="sm"
              icon="check"
              disabled={actions.isPending}
              aria-label={t('platformMessages.markReadOne', { title: t(`${key}.title`, params) })}
              onClick={() => actions.run({ kind: 'read', id: message.id })}
            >
              {t('platformMessages.markRead')}
            </Button>
          )}
          <Button
            size="sm"
            iconOnly
            icon="trash"
            disabled={actions.isPending}
            aria-label={t('platformMessages.deleteOne', { title: t(`${key}.title`, params) })}
            onClick={() => actions.run({ kind: 'delete', id: message.id }, t('platformMessages.deleted'))}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * messageV2 (platform messages): what happened to the member's deposits and withdrawals, newest first; each can be
 * marked read or deleted, and all marked read at once (the unread badges follow).
 */
export function MessageList() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: unread } = useQuery(unreadCountQueryOptions(session.token, !session.isTrial));
  const actions = useMessageActions();
  return (
    <Panel
      icon="mail"
      title={t('platformMessages.title')}
      description={t('platformMessages.body')}
      actions={
        unread && unread.count > 0 ? (
          <Button
            size="sm"
            variant="outline"
            icon="checkCircle"
            disabled={actions.isPending}
            onClick={() => actions.run({ kind: 'readAll' }, t('platformMessages.allRead'))}
          >
            {t('platformMessages.markAllRead')}
          </Button>
        ) : null
      }
    >
      <PagedList
        options={(page) => messagesQueryOptions(page, PAGE_SIZE)}
        skeletonHeight="14rem"
        empty={<StatePanel compact icon="mail" title={t('platformMessages.empty')} />}
        className="message-list"
        item={(message) => <MessageItem key={message.id} message={message} />}
      />
    </Panel>
  );
}
