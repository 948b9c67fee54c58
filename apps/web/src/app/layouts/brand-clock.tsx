import { CLOCK_REFRESH_MS } from '@playhall/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../lib/api/get-bootstrap';
import { formatBrandClock } from '../../lib/brand-time';

/** The header clock: the server's time in the brand's zone with its GMT offset, refreshed every second. */
export function BrandClock() {
  const { t } = useTranslation();
  const { brand, serverTime } = useBootstrap();
  // The server's clock may differ from the visitor's: keep the difference seen when the bootstrap arrived.
  const [skew] = useState(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { time, offset } = formatBrandClock(new Date(now + skew), brand.timeZone);
  return (
    <span className="brand-clock">
      <span className="visually-hidden">{t('header.clock')}</span>
      <span className="brand-clock__time">{time}</span>
      <span className="brand-clock__zone">({offset})</span>
    </span>
  );
}
