import { WinnerList } from '@/features/games/components/winner-list';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /winners: the winner list (member-and-agent-centres spec §2), open to every visitor like the home's board. */
export function WinnersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="trophy" title={t('pages.winners')} subtitle={t('pages.winnersSubtitle')}>
      <WinnerList />
    </PageFrame>
  );
}
