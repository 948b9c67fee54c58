import { useEffect, useState } from 'react';
import { serverNow } from '../shared/server-clock';

/** The server's clock, ticking on each whole second so countdowns change together. */
export function useNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const now = serverNow();
      setNow(now);
      timer = window.setTimeout(tick, 1000 - (now % 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
