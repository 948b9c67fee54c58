import { RecordsPage } from '@/features/wallet/components/records-page';

/** transactionHistory: the account record. */
export function AccountRecordPage() {
  return <RecordsPage scope="all" />;
}

/** bonusDetails: bonus, rebate and commission movements. */
export function BonusDetailsPage() {
  return <RecordsPage scope="bonus" />;
}
