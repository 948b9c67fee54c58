import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { heldPart } from '@/components/ui/held-note';
import { Icon } from '@/components/ui/icon';
import { formatMoney, Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { balanceQueryOptions } from '@/lib/api/get-balance';
import { useSessionToken } from '@/lib/session-token';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useTranslation } from '@/lib/use-translation';
import './header-account.css';

function useMaskedBalance(): [boolean, () => void] {
  const [isMasked, setMasked] = useState(() => readStorage('local', STORAGE_KEYS.balanceMasked) === '1');
  const toggle = () => {
    writeStorage('local', STORAGE_KEYS.balanceMasked, isMasked ? '0' : '1');
    setMasked(!isMasked);
  };
  return [isMasked, toggle];
}

/**
 * The logged-in header's wallet (portal-shell spec §2): the spendable balance with the currency symbol and two
 * decimals, a mask toggle (stars, remembered on this device), a refresh with its spinner, and the deposit and
 * withdraw buttons. Real accounts only: a trial account has no wallet to show.
 */
export function HeaderWallet() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { data, isFetching, refetch } = useQuery(balanceQueryOptions(token));
  const [isMasked, toggleMask] = useMaskedBalance();
  // The one rule of a wallet's money (components/ui/held-note): available shown, held named apart with the total.
  const held = data ? heldPart(data.balance, data.available) : null;

  return (
    <div className="header-wallet">
      <div className="balance-chip">
        <button
          type="button"
          className="balance-chip__button"
          aria-label={isMasked ? t('header.showBalance') : t('header.hideBalance')}
          aria-pressed={isMasked}
          onClick={toggleMask}
        >
          <Icon name={isMasked ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <span
          className="balance-chip__amount"
          title={
            held && data && !isMasked
              ? `${t('header.balanceHeld', { amount: formatMoney(held.held, data.currencySymbol) })} · ${t('header.balanceTotal', { amount: formatMoney(held.total, data.currencySymbol) })}`
              : undefined
          }
        >
          <span className="visually-hidden">{t('header.balance')}</span>
          {data ? (
            <Money amount={data.available} masked={isMasked} />
          ) : (
            <Skeleton width="4.5rem" height="0.9rem" radius="4px" />
          )}
        </span>
        <button
          type="button"
          className="balance-chip__button"
          aria-label={t('header.refreshBalance')}
          aria-busy={isFetching}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {isFetching ? <Spinner size={15} /> : <Icon name="refresh" size={16} />}
        </button>
      </div>
      <Link
        to="/member?page=depositv2"
        className={buttonClass('gold', 'sm', 'header-wallet__deposit')}
        aria-label={t('header.deposit')}
      >
        <Icon name="plus" size={16} />
        <span className="header-wallet__label">{t('header.deposit')}</span>
      </Link>
      <Link
        to="/member?page=withdraw"
        className={buttonClass('outline', 'sm', 'header-wallet__withdraw')}
        aria-label={t('header.withdraw')}
      >
        <Icon name="withdraw" size={16} />
        <span className="header-wallet__label">{t('header.withdraw')}</span>
      </Link>
    </div>
  );
}
