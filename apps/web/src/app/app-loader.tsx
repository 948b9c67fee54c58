import { BrandMark } from '@/components/ui/brand-mark';
import { bootHero } from '@/lib/boot-hero';
import { useTranslation } from '@/lib/use-translation';
import './app-loader.css';

/**
 * The branded loading screen shown while the bootstrap info (and the visitor's language) load. On a phone's home
 * page it keeps the banner the splash painted (index.html's styles place it where the page shows it).
 */
export function AppLoader() {
  const { t } = useTranslation();
  const hero = bootHero();
  return (
    <div className="app-loader" role="status" aria-label={t('common.loading')}>
      {hero ? <img className="boot-splash__hero" src={hero} alt="" width={1200} height={400} /> : null}
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
