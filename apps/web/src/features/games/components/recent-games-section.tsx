import { PAGE_SIZE } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { playerGamesQueryOptions } from '../api/get-player-games';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

/** A member's recently played games on home (portal-shell spec §9: 20), in one scrolling row. */
export function RecentGamesSection() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const session = useSession();
  const isRealMember = session.isLogin && !session.isTrial;
  const { data } = useQuery({
    ...playerGamesQueryOptions('recent', session.token, {
      pageNo: 1,
      pageSize: PAGE_SIZE.homeRecent,
      language,
    }),
    enabled: isRealMember && session.token !== null,
  });
  if (!isRealMember || !data || data.content.length === 0) return null;
  return (
    <section className="home-section home-section--first" aria-labelledby="home-recent">
      <SectionHead
        id="home-recent"
        icon="clock"
        iconTone="recent"
        title={t('games.recentTitle')}
        meta={t('games.recentMeta')}
        action={
          <Link className="section-head__more" to="/recent">
            {t('games.viewAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        }
      />
      <GameGrid tiles={data.content} layout="row" />
    </section>
  );
}
