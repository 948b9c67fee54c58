import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and stays true. Long pages render and fetch
 * their lower sections only when the visitor gets near them: less work before the page can respond.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear];
}
