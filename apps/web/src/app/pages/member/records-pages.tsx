import { BonusList } from '@/features/rewards/components/bonus-list';
import { RecordsPage } from '@/features/wallet/components/records-page';

/** transactionHistory: the account record. */
export function AccountRecordPage() {
  return <RecordsPage scope="all" />;
}

/** bonusDetails: the member's bonuses with their wagering, then bonus, rebate and commission movements. */
export function BonusDetailsPage() {
  return (
    <div className="panel-stack">
      <BonusList />
      <RecordsPage scope="bonus" />
    </div>
  );
}
