import { use, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { loadCentreCatalogue } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import './deposit-nudge.css';

// The centre's words come with this chunk (it suspends on them): the home route carries none of them, and the
// deposit page the nudge leads to needs the same words (decision 0036).
const centreWords = loadCentreCatalogue();

/**
 * A real-money game opened with nothing to stake (decision 0036): instead of a refusal inside the game at the
 * first bet, a card over the game says so, with the way to deposit. "Not now" leaves the game as it is; the card
 * goes once the balance is above zero (the frame's balance messages refetch it).
 */
export function DepositNudge({ available, onDismiss }: { available: string; onDismiss: () => void }) {
  use(centreWords);
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const titleId = useId();
  return (
    <section className="deposit-nudge" aria-labelledby={titleId} data-testid="deposit-nudge">
      <span className="deposit-nudge__icon">
        <Icon name="wallet" size={24} />
      </span>
      <div className="deposit-nudge__text">
        <h2 id={titleId} className="deposit-nudge__title">
          {t('nudges.zeroTitle', { amount: formatMoney(available, symbol) })}
        </h2>
        <p className="deposit-nudge__body">{t('nudges.zeroBody')}</p>
      </div>
      <div className="deposit-nudge__actions">
        <Link to="/member?page=depositv2" className={buttonClass('gold', 'md')}>
          <Icon name="deposit" size={18} />
          {t('nudges.depositNow')}
        </Link>
        <Button variant="ghost" onClick={onDismiss}>
          {t('nudges.notNow')}
        </Button>
      </div>
    </section>
  );
}
