import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import type { PointsSummary } from '../api/points';
import './points.css';

type Rule = PointsSummary['rules'][number];

/** The exchange-rate table (spec §2): the valid bet that earns a point per category, and what points are worth. */
export function ExchangeRates({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const columns: Column<Rule>[] = [
    { key: 'category', header: t('points.category'), cell: (rule) => t(`categories.${rule.category}`) },
    {
      key: 'per',
      header: t('points.validBetPerPoint'),
      align: 'end',
      cell: (rule) => <Money amount={rule.validBetPerPoint} />,
    },
  ];
  return (
    <div className="panel-stack">
      <p className="mall-ratio">
        {t('points.ratio', { points: summary.pointsPerUnit })} <Money amount="1.00" />
      </p>
      {summary.rules.length === 0 ? (
        <StatePanel compact icon="scale" title={t('points.noRules')} />
      ) : (
        <DataTable
          caption={t('points.tabs.rates')}
          columns={columns}
          rows={summary.rules}
          rowKey={(rule) => rule.category}
        />
      )}
      <p className="mall-note">{t('points.neverExpire')}</p>
    </div>
  );
}
