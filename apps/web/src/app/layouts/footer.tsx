import { MINIMUM_AGE } from '@playhall/contracts/constants';
import { FeatureModule } from '@playhall/contracts/features';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon, type IconName } from '@/components/ui/icon';
import { VendorLogoStrip } from '@/features/games/components/vendor-logo-strip';
import { useOpenCustomerService } from '@/features/support/open-customer-service';
import { useBootstrap, useFeatureFlags } from '@/lib/api/get-bootstrap';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

type FooterLink = { key: string; label: string; to?: string; onSelect?: () => void };

const SOCIAL: Record<string, IconName> = { DOWNLOAD: 'download', TELEGRAM: 'telegram', FACEBOOK: 'facebook' };

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.to) {
    return (
      <Link to={link.to} className="footer__link">
        {link.label}
      </Link>
    );
  }
  return (
    <button type="button" className="footer__link" onClick={link.onSelect}>
      {link.label}
    </button>
  );
}

/** The footer (portal-shell spec §2): links, vendor logos, licence, the 18+ confirmation and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { brand, resources } = useBootstrap();
  const flags = useFeatureFlags();
  const { isAgent } = useSession();
  const openCustomerService = useOpenCustomerService();

  const play: FooterLink[] = [
    { key: 'promotions', label: t('footer.promotions'), to: '/promotions' },
    { key: 'mission', label: t('footer.mission'), to: '/member?page=missionLeaderboard' },
    ...(flags[FeatureModule.MANUAL_REBATE]
      ? [{ key: 'rebate', label: t('footer.manualRebate'), to: '/member?page=manualRebate' }]
      : []),
    { key: 'rewards', label: t('footer.rewardCentre'), to: '/member?page=rewardCenter' },
    ...(flags[FeatureModule.VIP]
      ? [{ key: 'vip', label: t('footer.vip'), to: '/member?page=playerRank' }]
      : []),
  ];
  const help: FooterLink[] = [
    ...(isAgent ? [{ key: 'agent', label: t('footer.agent'), to: '/agentHome' }] : []),
    { key: 'products', label: t('footer.gameProducts'), to: '/' },
    { key: 'service', label: t('footer.customerService'), onSelect: () => openCustomerService() },
    { key: 'help', label: t('footer.helpCentre'), to: '/help' },
    { key: 'terms', label: t('footer.terms'), to: '/help#term' },
    { key: 'privacy', label: t('footer.privacy'), to: '/help#privacy' },
  ];
  const social = resources.filter((resource) => resource.resourceType in SOCIAL && resource.url);

  return (
    <footer className="footer">
      <div className="footer__top">
        <div className="footer__brand">
          <span className="footer__logo">
            <BrandMark size={40} />
            <span>{brand.name}</span>
          </span>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          {social.length > 0 ? (
            <ul className="footer__social" aria-label={t('footer.community')}>
              {social.map((resource) => (
                <li key={resource.id}>
                  <a
                    href={resource.url}
                    className="footer__social-link"
                    aria-label={t(`rightBar.${resource.resourceType.toLowerCase()}`)}
                    {...(resource.url.startsWith('/')
                      ? {}
                      : { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    <Icon name={SOCIAL[resource.resourceType] ?? 'info'} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav className="footer__columns" aria-label={t('footer.label')}>
          <div className="footer__column">
            <p className="footer__heading">{t('footer.playAndWin')}</p>
            <ul>
              {play.map((link) => (
                <li key={link.key}>
                  <FooterEntry link={link} />
                </li>
              ))}
            </ul>
          </div>
          <div className="footer__column">
            <p className="footer__heading">{t('footer.support')}</p>
            <ul>
              {help.map((link) => (
                <li key={link.key}>
                  <FooterEntry link={link} />
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <VendorLogoStrip />
      <div className="footer__legal">
        <div className="footer__badges">
          <span className="age-badge age-badge--lg" aria-hidden="true">
            {t('footer.ageBadge', { age: MINIMUM_AGE })}
          </span>
          <span className="licence-seal" aria-hidden="true">
            <Icon name="shield" size={18} />
          </span>
        </div>
        <div className="footer__legal-text">
          <p>{brand.licence}</p>
          <p>{t('footer.ageConfirm', { age: MINIMUM_AGE })}</p>
          <p className="footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
