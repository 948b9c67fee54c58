import { BrandMark } from '@/components/ui/brand-mark';
import { useTranslation } from '@/lib/use-translation';
import './app-loader.css';

/** The branded loading screen shown while the bootstrap info (and the visitor's language) load. */
export function AppLoader() {
  const { t } = useTranslation();
  return (
    <div className="app-loader" role="status" aria-label={t('common.loading')}>
      <div className="app-loader__mark">
        <span className="app-loader__ring" aria-hidden="true" />
        <BrandMark size={64} />
      </div>
      <div className="app-loader__bar" aria-hidden="true">
        <span />
      </div>
    </div>
  );
}
