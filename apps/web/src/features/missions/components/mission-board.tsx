import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { type Leaderboard, leaderboardQueryOptions } from '../api/missions';

type Entry = Leaderboard['entries'][number];

/** A place: a medal for the first three. */
function Place({ place }: { place: number }) {
  if (place > 3) return <span className="mission-board__place">{place}</span>;
  return (
    <span className={`mission-board__place mission-board__medal mission-board__medal--${place}`}>
      <Icon name="trophy" size={14} />
      <span>{place}</span>
    </span>
  );
}

function Row({ entry, you }: { entry: Entry; you: string }) {
  return (
    <tr className={entry.mine ? 'mission-board__row mission-board__row--mine' : 'mission-board__row'}>
      <td>
        <Place place={entry.place} />
      </td>
      <td className="mission-board__who">
        {entry.account}
        {entry.mine ? <span className="mission-board__you">{you}</span> : null}
      </td>
      <td className="mission-board__end">{entry.missions}</td>
      <td className="mission-board__end mission-board__score">{entry.score}</td>
    </tr>
  );
}

/** The table of places, with the member's own row marked (and added below the top places when outside them). */
function Table({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const { mine } = board;
  const listed = board.entries.some((entry) => entry.mine);
  return (
    <div className="mission-board__scroll">
      <table className="mission-board">
        <caption className="visually-hidden">{t('missions.boardTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('missions.place')}</th>
            <th scope="col">{t('missions.player')}</th>
            <th scope="col" className="mission-board__end">
              {t('missions.missionsDone')}
            </th>
            <th scope="col" className="mission-board__end">
              {t('missions.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((entry) => (
            <Row key={entry.place} entry={entry} you={t('missions.you')} />
          ))}
          {!listed && mine.place !== null ? (
            <Row
              entry={{
                place: mine.place,
                account: t('missions.you'),
                score: mine.score,
                missions: mine.missions,
                mine: true,
              }}
              you=""
            />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** The brand week's leaderboard: the member's own standing, then the top places. */
export function MissionBoard() {
  const { t } = useTranslation();
  const query = useQuery(leaderboardQueryOptions());
  return (
    <Panel
      icon="trophy"
      title={t('missions.boardTitle')}
      description={
        query.data ? (
          <>
            {t('missions.boardEnds')} <TimeText iso={query.data.endsAt} />
          </>
        ) : (
          t('missions.boardBody')
        )
      }
    >
      <QueryView query={query} skeletonHeight="16rem">
        {(board) => (
          <>
            <div className="mission-standing">
              <div>
                <p className="mission-standing__label">{t('missions.yourPlace')}</p>
                <p className="mission-standing__value">{board.mine.place ?? '—'}</p>
              </div>
              <div>
                <p className="mission-standing__label">{t('missions.yourScore')}</p>
                <p className="mission-standing__value">{board.mine.score}</p>
              </div>
              <div>
                <p className="mission-standing__label">{t('missions.missionsDone')}</p>
                <p className="mission-standing__value">{board.mine.missions}</p>
              </div>
            </div>
            {board.entries.length === 0 ? (
              <StatePanel
                compact
                icon="trophy"
                title={t('missions.boardEmpty')}
                description={t('missions.boardEmptyBody')}
              />
            ) : (
              <Table board={board} />
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
