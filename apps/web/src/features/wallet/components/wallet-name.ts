import type { Wallet } from '@playhall/contracts/wallet';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MAIN_WALLET } from '../api/types';

/** A wallet's name for the visitor: "Main wallet" in their language, a vendor wallet by the vendor's name. */
export function useWalletName(): (wallet: Pick<Wallet, 'wallet' | 'name'>) => string {
  const { t } = useTranslation();
  return useCallback((wallet) => (wallet.wallet === MAIN_WALLET ? t('wallet.main') : wallet.name), [t]);
}
