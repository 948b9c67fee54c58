import { SearchScreen } from '@/features/games/components/search-screen';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /search?name&gameType&page: every game whose name matches, 24 a page. */
export function SearchPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="search" title={t('pages.search')} subtitle={t('pages.searchSubtitle')}>
      <SearchScreen />
    </PageFrame>
  );
}
