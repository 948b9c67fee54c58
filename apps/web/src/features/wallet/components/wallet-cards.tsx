import type { Wallet } from '@playhall/contracts/wallet';
import { Link } from 'react-router';
import { BalanceFigures } from '@/components/ui/balance-figures';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { isPositiveAmount } from '@/lib/amount-input';
import { useTranslation } from '@/lib/use-translation';
import { MAIN_WALLET } from '../api/types';
import { useWalletName } from './wallet-name';

/**
 * The main wallet, large: what can be spent (the header's figure), what a withdrawal holds if any, and the ways to
 * add or take out money.
 */
export function MainWalletCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const nameOf = useWalletName();
  return (
    <article className="wallet-card wallet-card--main" aria-label={nameOf(wallet)}>
      <span className="wallet-card__badge">
        <Icon name="wallet" size={20} />
      </span>
      <span className="wallet-card__name">{nameOf(wallet)}</span>
      <BalanceFigures
        balance={wallet.balance}
        available={wallet.available}
        amountClassName="wallet-card__balance"
        noteClassName="wallet-card__meta"
      />
      <span className="wallet-card__links">
        <Link to="/member?page=depositv2" className={buttonClass('gold', 'sm')}>
          <Icon name="plus" size={16} />
          {t('wallet.deposit')}
        </Link>
        <Link to="/member?page=withdraw" className={buttonClass('ghost', 'sm')}>
          <Icon name="withdraw" size={16} />
          {t('wallet.withdraw')}
        </Link>
      </span>
    </article>
  );
}

/**
 * One card per transfer-wallet vendor with its balance and the two directions of a transfer, which fill in
 * the transfer form.
 */
export function VendorWallets({
  wallets,
  onPick,
}: {
  wallets: readonly Wallet[];
  onPick(from: string, to: string): void;
}) {
  const { t } = useTranslation();
  const nameOf = useWalletName();
  return (
    <ul className="wallet-cards__vendors">
      {wallets.map((wallet) => (
        <li key={wallet.wallet}>
          <article
            className={`wallet-card wallet-card--vendor${isPositiveAmount(wallet.balance) ? ' wallet-card--funded' : ''}`}
            aria-label={nameOf(wallet)}
          >
            <span className="wallet-card__text">
              <span className="wallet-card__name">{nameOf(wallet)}</span>
              <BalanceFigures
                balance={wallet.balance}
                available={wallet.available}
                amountClassName="wallet-card__balance"
                noteClassName="wallet-card__meta"
              />
            </span>
            <span className="wallet-card__actions">
              <Button
                iconOnly
                size="sm"
                icon="deposit"
                aria-label={t('wallet.moveInTo', { wallet: nameOf(wallet) })}
                title={t('wallet.moveIn')}
                onClick={() => onPick(MAIN_WALLET, wallet.wallet)}
              />
              <Button
                iconOnly
                size="sm"
                icon="withdraw"
                aria-label={t('wallet.moveOutOf', { wallet: nameOf(wallet) })}
                title={t('wallet.moveOut')}
                disabled={!isPositiveAmount(wallet.available)}
                onClick={() => onPick(wallet.wallet, MAIN_WALLET)}
              />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
