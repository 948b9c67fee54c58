import { WINNER_CAROUSEL } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { cdnImage } from '@/lib/image-cdn';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { type Winner, winnersQueryOptions } from '../api/get-winners';

/**
 * The winner board as a carousel (portal-shell spec §9): five per view on a wide screen, one step every three
 * seconds, endless. Fewer winners than a view stay still. Names arrive masked from the server.
 */
export function WinnerCarousel() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: winners } = useQuery(winnersQueryOptions(language));
  const isMoving = (winners?.length ?? 0) > WINNER_CAROUSEL.perView;
  const [step, setStep] = useState(0);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    if (!isMoving || isPaused) return;
    const timer = window.setInterval(() => setStep((value) => value + 1), WINNER_CAROUSEL.autoplayMs);
    return () => window.clearInterval(timer);
  }, [isMoving, isPaused]);

  if (!winners) return <section className="winners winners--loading" aria-hidden="true" />;
  const count = winners.length;
  const offset = isMoving ? step % count : 0;
  // The visible window, wrapping round the list: an endless belt without cloned slides. A card keeps its key
  // (its place in the list) while it moves along, so only the newcomer animates in.
  const positions = Array.from(
    { length: isMoving ? WINNER_CAROUSEL.perView : count },
    (_, index) => (offset + index) % count,
  );
  return (
    <section
      className="winners"
      aria-labelledby="winners-title"
      aria-roledescription="carousel"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <div className="winners__head">
        <h2 id="winners-title" className="winners__title">
          <Icon name="trophy" size={18} />
          {t('games.winnersTitle')}
        </h2>
        <Link className="winners__all" to="/winners">
          {t('games.winnersAll')}
        </Link>
      </div>
      {count === 0 ? (
        <p className="winners__empty">{t('games.winnersEmpty')}</p>
      ) : (
        <ul className="winners__list" aria-live="off">
          {positions.map((position) => {
            const winner = winners[position];
            return winner ? <WinnerCard key={position} winner={winner} /> : null;
          })}
        </ul>
      )}
    </section>
  );
}

function WinnerCard({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  const { imageCDNs } = useBootstrap();
  return (
    <li className="winner">
      <img
        className="winner__art"
        src={cdnImage(imageCDNs, winner.iconUrl)}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
      />
      <span className="winner__text">
        <span className="winner__name">{winner.customerName}</span>
        <Money className="winner__amount" amount={winner.winAmount} />
        <span className="winner__game">{t('games.winnerIn', { game: winner.gameName })}</span>
      </span>
    </li>
  );
}
