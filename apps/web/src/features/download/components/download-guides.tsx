import { type ReactNode, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import { DownloadQr } from './download-qr';
import { LiteInstall } from './lite-install';
import './download.css';

/** The site resources that hold the brand's store links (operators set them; the demo brand's are seed data). */
export const APP_RESOURCE = { ios: 'APP_IOS', android: 'APP_ANDROID' } as const;

type GuideProps = {
  kind: 'ios' | 'android' | 'lite';
  icon: IconName;
  /** The address the QR code holds, absolute; null when the brand offers no such app. */
  link: string | null;
  texts: { brand: string; site: string };
  highlightSteps?: boolean;
  children?: ReactNode;
};

function Guide({ kind, icon, link, texts, highlightSteps = false, children }: GuideProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={`download-guide download-guide--${kind}`} aria-labelledby={id}>
      <header className="download-guide__head">
        <span className="download-guide__icon">
          <Icon name={icon} size={24} />
        </span>
        <div>
          <h2 id={id} className="download-guide__title">
            {t(`download.${kind}.title`)}
          </h2>
          <p className="download-guide__lead">{t(`download.${kind}.lead`, texts)}</p>
        </div>
      </header>
      {link ? (
        <figure className="download-guide__qr">
          <DownloadQr link={link} label={t('download.qrLabel', { link })} />
          <figcaption>{t('download.scan')}</figcaption>
        </figure>
      ) : (
        <p className="download-guide__unavailable">{t('download.unavailable')}</p>
      )}
      <ol
        className={`download-guide__steps${highlightSteps ? ' download-guide__steps--focus' : ''}`}
        aria-label={t('download.stepsLabel')}
      >
        {(['step1', 'step2', 'step3'] as const).map((step) => (
          <li key={step}>{t(`download.${kind}.${step}`, texts)}</li>
        ))}
      </ol>
      <div className="download-guide__actions">{children}</div>
    </section>
  );
}

/** An absolute address for a resource's link: a path is on the brand's main domain. */
function absolute(link: string | undefined, site: string): string | null {
  if (!link) return null;
  try {
    return new URL(link, site).href;
  } catch {
    return null;
  }
}

/**
 * /down: the iOS, Android and lite-app install guides, each with numbered steps and a QR code of the brand's link
 * (the store links are site resources; the lite app is the brand's main domain).
 */
export function DownloadGuides() {
  const { t } = useTranslation();
  const { brand, resources, mainDomain } = useBootstrap();
  const [showManual, setShowManual] = useState(false);
  const site = `${window.location.protocol}//${mainDomain}/`;
  const texts = { brand: brand.name, site: mainDomain };
  const linkOf = (type: string) =>
    absolute(resources.find((resource) => resource.resourceType === type && resource.url)?.url, site);
  const stores = [
    { kind: 'ios', icon: 'apple', link: linkOf(APP_RESOURCE.ios) },
    { kind: 'android', icon: 'android', link: linkOf(APP_RESOURCE.android) },
  ] as const;
  return (
    <div className="download-guides">
      {stores.map(({ kind, icon, link }) => (
        <Guide key={kind} kind={kind} icon={icon} link={link} texts={texts}>
          {link ? (
            <a className={buttonClass('outline')} href={link} target="_blank" rel="noopener noreferrer">
              <Icon name={icon} size={18} />
              {t(`download.${kind}.open`)}
            </a>
          ) : null}
        </Guide>
      ))}
      <Guide kind="lite" icon="globe" link={site} texts={texts} highlightSteps={showManual}>
        <LiteInstall brand={brand.name} onManual={() => setShowManual(true)} />
      </Guide>
    </div>
  );
}
