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
  // second, and not at all while the clock is hidden (the phone header shows none). Whether it is shown comes from a
  // ResizeObserver, which reports after the browser's own layout: asking the element (getClientRects) every second
  // made the browser lay out the whole page there and then, the longest work of a phone's first seconds.
  useEffect(() => {
    const element = ref.current;
    let isVisible = false;
    const tick = () => {
      if (isVisible) setShown(formatBrandClock(new Date(Date.now() + skew), brand.timeZone, i18n.language));
    };
    const observer = new ResizeObserver(([entry]) => {
      const wasVisible = isVisible;
      isVisible = (entry?.borderBoxSize[0]?.inlineSize ?? 0) > 0;
      if (isVisible && !wasVisible) tick();
    });
    if (element) observer.observe(element);
    const timer = window.setInterval(tick, CLOCK_REFRESH_MS);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [skew, brand.timeZone, i18n.language]);
  return (
    <span className="brand-clock" ref={ref}>
      <span className="visually-hidden">{t('header.clock')}</span>
      <span className="brand-clock__time">{shown?.time}</span>
      <span className="brand-clock__zone">{shown ? `(${shown.offset})` : null}</span>
    </span>
  );
}
