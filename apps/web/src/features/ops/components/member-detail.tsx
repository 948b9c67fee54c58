import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { opsMemberQueryOptions } from '../api/get-member';
import type { OpsLedgerEntry } from '../api/types';
import { AdjustForm } from './adjust-form';
import { GrantBonusForm, MemberBonuses } from './member-bonuses';
import { MemberStatus, MemberType } from './member-labels';
import './ops.css';

/** One member for an operator: facts, wallets, the latest ledger entries, the adjustment form and the bonuses. */
export function MemberDetail({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const member = useQuery(opsMemberQueryOptions(memberId));
  const back = (
    <Link to="/ops/members" className={buttonClass('ghost', 'sm')}>
      <Icon name="arrowLeft" size={16} />
      {t('ops.backToMembers')}
    </Link>
  );
  if (member.isPending) return <Skeleton height="24rem" radius="var(--radius-lg)" />;
  if (!member.data) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  const data = member.data;
  const typeLabel = (type: string) =>
    i18n.exists(`ops.ledgerTypes.${type}`) ? t(`ops.ledgerTypes.${type}`) : type;
  const columns: Column<OpsLedgerEntry>[] = [
    {
      key: 'time',
      header: t('ops.time'),
      cell: (row) => <TimeText iso={row.createdAt} seconds />,
    },
    { key: 'type', header: t('ops.ledgerType'), cell: (row) => typeLabel(row.type) },
    {
      key: 'wallet',
      header: t('ops.wallet'),
      cell: (row) => (row.wallet === 'MAIN' ? t('ops.mainWallet') : row.wallet),
    },
    {
      key: 'amount',
      header: t('ops.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} signed />,
    },
    {
      key: 'after',
      header: t('ops.balanceAfter'),
      align: 'end',
      cell: (row) => <Money amount={row.balanceAfter} />,
    },
    {
      key: 'note',
      header: t('ops.note'),
      cell: (row) => <span className="ops-note">{row.reason ?? row.reference ?? '—'}</span>,
    },
  ];
  return (
    <div className="panel-stack">
      <Panel icon="user" title={data.account} description={t('ops.memberId', { id: data.id })} actions={back}>
        <Facts
          items={[
            { label: t('ops.memberType'), value: <MemberType type={data.type} /> },
            { label: t('ops.memberStatus'), value: <MemberStatus status={data.status} /> },
            { label: t('ops.realName'), value: data.realName ?? '—' },
            { label: t('ops.upline'), value: data.upline ?? '—' },
            ...data.wallets.map((wallet) => ({
              label: wallet.wallet === 'MAIN' ? t('ops.mainWallet') : wallet.wallet,
              value: (
                <>
                  <Money amount={wallet.balance} />
                  {/[1-9]/.test(wallet.held) ? (
                    <span className="ops-held">
                      {t('ops.heldAmount')} <Money amount={wallet.held} />
                    </span>
                  ) : null}
                </>
              ),
            })),
          ]}
        />
      </Panel>
      <div className="panel-grid ops-member-grid">
        <Panel icon="list" title={t('ops.ledgerTitle')} description={t('ops.ledgerBody')}>
          {data.ledger.length === 0 ? (
            <StatePanel compact icon="receipt" title={t('ops.ledgerEmpty')} />
          ) : (
            <DataTable
              caption={t('ops.ledgerTitle')}
              columns={columns}
              rows={data.ledger}
              rowKey={(row) => row.id}
            />
          )}
        </Panel>
        <div className="panel-stack">
          <Panel icon="scale" title={t('ops.adjustTitle')} description={t('ops.adjustBody')}>
            <AdjustForm memberId={data.id} account={data.account} />
          </Panel>
          <Panel icon="gift" title={t('ops.bonuses.grantTitle')} description={t('ops.bonuses.grantBody')}>
            <GrantBonusForm memberId={data.id} account={data.account} />
          </Panel>
        </div>
      </div>
      <MemberBonuses memberId={data.id} />
    </div>
  );
}
