import { BANNER_CAROUSEL } from '@playhall/contracts/constants';
import type { Banner } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { bannersQueryOptions } from '../api/get-banners';
import './banner-carousel.css';

const SWIPE_THRESHOLD_PX = 40;

/**
 * The home banner carousel (spec §9): autoplay 5000 ms, 1000 ms slides, endless loop; arrows and clickable
 * pagination only with more than one banner; autoplay keeps running after the visitor steps through it.
 */
export function BannerCarousel({ groupName }: { groupName: string }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: banners, isPending, isError } = useQuery(bannersQueryOptions(groupName, language));

  if (isPending) return <Skeleton className="banner-skeleton" radius="var(--radius-lg)" />;
  if (isError || banners.length === 0) return null;
  return <Carousel banners={banners} label={t('home.bannersLabel')} />;
}

function Carousel({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const count = banners.length;
  const isLooping = count > 1;
  // Slides are [last, ...banners, first] so that the loop can glide past either end and then jump back.
  const slides = isLooping ? [banners[count - 1], ...banners, banners[0]] : banners;
  const [position, setPosition] = useState(isLooping ? 1 : 0);
  const [isAnimated, setAnimated] = useState(true);
  const [tick, setTick] = useState(0);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);

  const go = useCallback(
    (next: number) => {
      setAnimated(true);
      setPosition(Math.max(0, Math.min(count + 1, next)));
      setTick((value) => value + 1);
    },
    [count],
  );

  // tick restarts the timer after a manual step, so autoplay continues from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the restart signal
  useEffect(() => {
    if (!isLooping) return;
    const timer = window.setInterval(() => {
      setAnimated(true);
      setPosition((value) => Math.min(value + 1, count + 1));
    }, BANNER_CAROUSEL.autoplayMs);
    return () => window.clearInterval(timer);
  }, [isLooping, count, tick]);

  // Once the slide onto a clone has finished, jump (without animation) to the real slide it copies. A timer
  // rather than transitionend: hidden tabs may never deliver the event.
  useEffect(() => {
    if (!isLooping || (position !== 0 && position !== count + 1)) return;
    const timer = window.setTimeout(() => {
      setAnimated(false);
      setPosition(position === 0 ? count : 1);
    }, BANNER_CAROUSEL.transitionMs + 20);
    return () => window.clearTimeout(timer);
  }, [isLooping, position, count]);

  const active = isLooping ? (((position - 1) % count) + count) % count : 0;

  const open = (banner: Banner) => {
    if (!banner.linkageTarget) return;
    if (banner.linkageType === 'ROUTE') navigate(banner.linkageTarget);
    if (banner.linkageType === 'URL') window.open(banner.linkageTarget, '_blank', 'noopener,noreferrer');
  };

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start || !isLooping) return;
    const delta = event.clientX - start.x;
    if (Math.abs(delta) > SWIPE_THRESHOLD_PX) {
      start.moved = true;
      go(position + (delta < 0 ? 1 : -1));
    }
  };

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={label}>
      <div className="banner__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className="banner__track"
          style={{
            translate: `${-position * 100}% 0`,
            transition: isAnimated
              ? `translate ${BANNER_CAROUSEL.transitionMs}ms cubic-bezier(0.4, 0, 0.2, 1)`
              : 'none',
          }}
        >
          {slides.map((banner, index) => {
            if (!banner) return null;
            const isClone = isLooping && (index === 0 || index === count + 1);
            const isClickable = banner.linkageType !== null && banner.linkageTarget !== null;
            const isFirst = index === (isLooping ? 1 : 0);
            // The first banner is the largest thing on the first screen: it loads before anything else.
            const image = (
              <img
                src={banner.url}
                alt={banner.title}
                width={1200}
                height={400}
                draggable={false}
                fetchPriority={isFirst ? 'high' : 'low'}
                decoding={isFirst ? 'sync' : 'async'}
              />
            );
            return (
              <div
                key={isClone ? (index === 0 ? 'clone-of-last' : 'clone-of-first') : banner.id}
                className="banner__slide"
                aria-hidden={isClone || index - (isLooping ? 1 : 0) !== active}
                // Slides out of view can be neither read nor focused.
                inert={isClone || index - (isLooping ? 1 : 0) !== active}
              >
                {isClickable ? (
                  <button
                    type="button"
                    className="banner__link"
                    tabIndex={isClone ? -1 : 0}
                    onClick={() => {
                      if (!swipe.current?.moved) open(banner);
                    }}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {isLooping ? (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--prev"
            aria-label={t('home.previousBanner')}
            onClick={() => go(position - 1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            aria-label={t('home.nextBanner')}
            onClick={() => go(position + 1)}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="banner__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner__dot"
                aria-label={t('home.goToBanner', { number: index + 1 })}
                aria-current={index === active}
                onClick={() => go(index + 1)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
