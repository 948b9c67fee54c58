import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { useFormat } from './format';

type TopBarProps = {
  backUrl: string;
  title: string;
  subtitle?: string;
  demo: boolean;
  /** Minor units; null hides the balance (maintenance). */
  balance: bigint | null;
  extra?: ReactNode;
};

/** The strip above every game: leave to the lobby (the whole portal page, not just this frame), title, balance. */
export function TopBar({ backUrl, title, subtitle, demo, balance, extra }: TopBarProps) {
  const { t } = useI18n();
  const format = useFormat();
  // Inside the portal's game frame the portal's own bar already leads back to the lobby: one way back, not two.
  const isFramed = window.parent !== window;
  return (
    <header className={`top-bar ${isFramed ? 'is-framed' : ''}`}>
      {isFramed ? null : (
        <a className="back-link" href={backUrl} target="_top">
          <span aria-hidden="true">‹</span>
          <span className="back-text">{t('common.backToLobby')}</span>
        </a>
      )}
      <div className="top-title">
        <h1>{title}</h1>
        {subtitle ? <span className="top-subtitle">{subtitle}</span> : null}
      </div>
      <div className="top-end">
        {extra}
        {demo ? (
          <span className="demo-badge" data-testid="demo-badge" title={t('common.demoBadge')}>
            <span className="demo-long">{t('common.demoBadge')}</span>
            <span className="demo-short" aria-hidden="true">
              {t('common.demoShort')}
            </span>
          </span>
        ) : null}
        {balance !== null ? (
          <output className="balance" aria-label={t('common.balance')} data-testid="game-balance">
            <span className="balance-label" aria-hidden="true">
              {t('common.balance')}
            </span>
            <span className="balance-value">{format.money(balance)}</span>
          </output>
        ) : null}
      </div>
    </header>
  );
}
