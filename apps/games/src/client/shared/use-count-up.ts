import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `target` (minor units) when `key` changes: a win that ticks up reads as a win. Bigger wins
 * count longer, capped so the player is never kept waiting; reduced motion shows the amount at once.
 */
export function useCountUp(target: number, key: unknown): number {
  const [value, setValue] = useState(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count restarts per round (key), not per render.
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (target <= 0 || reduced) {
      setValue(target);
      return;
    }
    const duration = Math.min(2200, 500 + Math.log10(target + 1) * 350);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    setValue(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return value;
}
