import { JACKPOT_DISPLAY } from '@playhall/contracts/constants';
import { formatAmountGrouped, parseAmount } from '@playhall/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import { jackpotQueryOptions } from '../api/get-jackpot';
import './lobby.css';

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * The jackpot counter (portal-shell spec §9): while the brand has no jackpot pool it shows a display figure that
 * starts between 1.3 and 2.1 billion and grows by 100 to 500 every 1.5 or 2 seconds; a real pool is shown as it is
 * (and refreshed), never inflated.
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const { data } = useQuery(jackpotQueryOptions);
  const pool = data?.pool ?? null;
  const [display, setDisplay] = useState(() => between(JACKPOT_DISPLAY.min, JACKPOT_DISPLAY.max));

  useEffect(() => {
    if (pool !== null) return;
    let timer = 0;
    const tick = () => {
      timer = window.setTimeout(
        () => {
          setDisplay((value) => value + between(JACKPOT_DISPLAY.stepMin, JACKPOT_DISPLAY.stepMax));
          tick();
        },
        Math.random() < 0.5 ? 1500 : 2000,
      );
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [pool]);

  const minor = pool === null ? BigInt(display) * 100n : safeMinor(pool);
  const [digits, cents = '00'] = formatAmountGrouped(minor).split('.');
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__glow" aria-hidden="true" />
      <div className="jackpot__text">
        <h2 id="jackpot-title" className="jackpot__title">
          <Icon name="sparkles" size={15} />
          {t('games.jackpotTitle')}
        </h2>
        <p className="jackpot__note">{t('games.jackpotNote')}</p>
      </div>
      <p className="jackpot__amount" aria-live="off">
        <span className="jackpot__symbol">{brand.currencySymbol}</span>
        {digits}
        <span className="jackpot__cents">.{cents}</span>
      </p>
    </section>
  );
}

function safeMinor(amount: string): bigint {
  try {
    return parseAmount(amount);
  } catch {
    return 0n;
  }
}
