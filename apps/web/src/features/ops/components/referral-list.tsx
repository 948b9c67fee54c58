import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { type OpsReferral, referralsQueryOptions } from '../api/referrals';
import { PagedTable } from './paged-table';
import { ReferralRuleForm } from './referral-rule';

const TONES = { REGISTERED: 'neutral', QUALIFIED: 'gold', REWARDED: 'success' } as const;

function ReferralList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(referralsQueryOptions(page));
  const columns: Column<OpsReferral>[] = [
    { key: 'inviter', header: t('referral.ops.inviter'), cell: (row) => row.referrerAccount },
    { key: 'invitee', header: t('referral.ops.invitee'), cell: (row) => row.inviteeAccount },
    {
      key: 'registered',
      header: t('referral.registeredAt'),
      cell: (row) => <TimeText iso={row.registeredAt} />,
    },
    {
      key: 'progress',
      header: t('referral.ops.progress'),
      align: 'end',
      cell: (row) => (
        <>
          <Money amount={row.deposits} />
          <br />
          <span className="ops-note">
            <Money amount={row.validBet} />
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('referral.ops.status'),
      cell: (row) => <StatusChip tone={TONES[row.status]}>{t(`referral.states.${row.status}`)}</StatusChip>,
    },
    {
      key: 'rewards',
      header: t('referral.ops.rewardsPaid'),
      align: 'end',
      cell: (row) =>
        row.rewardedAt ? (
          <>
            <Money amount={row.referrerReward ?? '0.00'} /> / <Money amount={row.inviteeReward ?? '0.00'} />
            <br />
            <TimeText className="ops-note" iso={row.rewardedAt} />
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel icon="users" title={t('referral.ops.listTitle')} description={t('referral.ops.listBody')}>
      <PagedTable
        query={query}
        page={page}
        onPage={setPage}
        caption={t('referral.ops.listTitle')}
        columns={columns}
        rowKey={(row) => row.inviteeId}
        empty={{ icon: 'users', title: t('referral.ops.listEmpty') }}
        skeletonHeight="12rem"
      />
    </Panel>
  );
}

/** /ops/referral: the referral rule and every referral with its state and rewards. */
export function ReferralConsole() {
  return (
    <div className="panel-stack">
      <ReferralRuleForm />
      <ReferralList />
    </div>
  );
}
