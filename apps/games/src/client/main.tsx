import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type GamePageConfig, readPageConfig } from './config';
import { GamePage } from './game-page';
import { I18nProvider, useI18n } from './i18n/i18n';
import { Notice } from './shared/notice';
import { ArtPaints } from './shared/symbol-art';
import { ToastProvider } from './shared/toast';
import './styles/base.css';
import { VerifyPage } from './verify/verify-page';

function MissingConfig() {
  const { t } = useI18n();
  return <Notice icon="⚠" title={t('common.openError')} body={t('common.configError')} backUrl="/" />;
}

const config = readPageConfig(document);
document.documentElement.lang = config?.language ?? 'en';

function Page({ game }: { game: GamePageConfig }) {
  return <GamePage config={game} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider language={config?.language ?? 'en'}>
        <ToastProvider>
          <ArtPaints />
          {config === null ? (
            <MissingConfig />
          ) : config.page === 'verify' ? (
            <VerifyPage prefill={config.prefill} />
          ) : (
            <Page game={config} />
          )}
        </ToastProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
