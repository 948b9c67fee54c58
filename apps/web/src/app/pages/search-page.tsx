import { useTranslation } from 'react-i18next';
import { SearchScreen } from '@/features/games/components/search-screen';
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
