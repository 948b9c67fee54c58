import type { SiteResource } from '@playhall/contracts/system';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import './support.css';

const RESOURCE_KINDS: readonly { type: string; icon: IconName; labelKey: string }[] = [
  { type: 'DOWNLOAD', icon: 'download', labelKey: 'rightBar.download' },
  { type: 'TELEGRAM', icon: 'telegram', labelKey: 'rightBar.telegram' },
  { type: 'FACEBOOK', icon: 'facebook', labelKey: 'rightBar.facebook' },
];

function ResourceLink({ resource, icon, label }: { resource: SiteResource; icon: IconName; label: string }) {
  const content = (
    <>
      <Icon name={icon} size={20} />
      <span className="right-bar__tip">{label}</span>
    </>
  );
  if (resource.url.startsWith('/')) {
    return (
      <Link to={resource.url} className="right-bar__item" aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={resource.url}
      className="right-bar__item"
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {content}
    </a>
  );
}

/** Go-to-top appears once the page has been scrolled this far. */
const TOP_BUTTON_AFTER_PX = 320;

function useIsScrolled(threshold: number): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}

/** The right bar: download, Telegram and Facebook when the site has them, and go-to-top. */
export function RightBar() {
  const { t } = useTranslation();
  const { resources } = useBootstrap();
  const isScrolled = useIsScrolled(TOP_BUTTON_AFTER_PX);
  return (
    <nav className={`right-bar${isScrolled ? '' : ' right-bar--at-top'}`} aria-label={t('rightBar.label')}>
      {RESOURCE_KINDS.map(({ type, icon, labelKey }) => {
        const resource = resources.find((entry) => entry.resourceType === type && entry.url);
        return resource ? (
          <ResourceLink key={type} resource={resource} icon={icon} label={t(labelKey)} />
        ) : null;
      })}
      <button
        type="button"
        className="right-bar__item right-bar__item--top"
        aria-label={t('rightBar.top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <Icon name="arrowUp" size={20} />
        <span className="right-bar__tip">{t('rightBar.top')}</span>
      </button>
    </nav>
  );
}
