import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `target` (minor units) when `key` changes: a win that ticks up reads as a win. Bigger wins
 * count longer, capped so the player is never kept waiting; reduced motion shows the amount at once. The frames
 * in between are approximate (a float is fine for a moving figure); the last one is `target` itself.
 */
export function useCountUp(target: bigint, key: unknown): bigint {
  const [value, setValue] = useState(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count restarts per round (key), not per render.
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (target <= 0n || reduced) {
      setValue(target);
      return;
    }
    const end = Number(target);
    const duration = Math.min(2200, 500 + Math.log10(end + 1) * 350);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setValue(progress < 1 ? BigInt(Math.round(end * eased)) : target);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    setValue(0n);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return value;
}
