import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type GamePageConfig, readPageConfig } from './config';
import { GamePage } from './game-page';
import { loadCatalogue } from './i18n/catalogues';
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
const language = config?.language ?? 'en';
document.documentElement.lang = language;
const catalogue = await loadCatalogue(language);

function Page({ game }: { game: GamePageConfig }) {
  return <GamePage config={game} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider language={language} catalogue={catalogue}>
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
