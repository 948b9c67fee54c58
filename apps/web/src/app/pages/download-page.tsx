import { DownloadGuides } from '@/features/download/components/download-guides';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /down: the app download page, with the iOS, Android and lite-app install guides (member-centres spec §2). */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="download" title={t('pages.download')} subtitle={t('pages.downloadSubtitle')}>
      <DownloadGuides />
    </PageFrame>
  );
}
