import { formatBrandClock } from '@playhall/contracts/brand-clock';
import { CLOCK_REFRESH_MS } from '@playhall/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';

/**
 * The header clock: the server's time in the brand's zone, in the language's date format, with its GMT offset,
 * refreshed every second.
 */
export function BrandClock() {
  const { t, i18n } = useTranslation();
  const { brand, serverTime } = useBootstrap();
  // The server's clock may differ from the visitor's: keep the difference seen when the bootstrap arrived.
  const [skew] = useState(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  });
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<{ time: string; offset: string } | null>(null);
  // Formatting in a time zone is not free (the first one loads the zone's rules): it runs after the paint, once a
  // second, and not at all while the clock is hidden (the phone header shows none).
  useEffect(() => {
    const tick = () => {
      if (ref.current && ref.current.getClientRects().length === 0) return;
      setShown(formatBrandClock(new Date(Date.now() + skew), brand.timeZone, i18n.language));
    };
    tick();
    const timer = window.setInterval(tick, CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [skew, brand.timeZone, i18n.language]);
  return (
    <span className="brand-clock" ref={ref}>
      <span className="visually-hidden">{t('header.clock')}</span>
      <span className="brand-clock__time">{shown?.time}</span>
      <span className="brand-clock__zone">{shown ? `(${shown.offset})` : null}</span>
    </span>
  );
}
