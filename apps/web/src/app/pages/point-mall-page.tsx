import { PointMall } from '@/features/points/components/point-mall';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /pointMall: the points mall in the portal frame (issue 16). */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="bag" title={t('pages.pointMall')} subtitle={t('pages.pointMallSubtitle')}>
      <PointMall />
    </PageFrame>
  );
}
