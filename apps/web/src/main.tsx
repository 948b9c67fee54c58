import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureBootHero } from './lib/boot-hero';
import { initI18n } from './lib/i18n';
import { watchPreloadErrors } from './lib/lazy-import';
import { applyTheme } from './lib/theme';
import { useUiStore } from './lib/ui-store';
import './styles/theme.css';
import './styles/base.css';

watchPreloadErrors();
applyTheme(useUiStore.getState().theme);
useUiStore.subscribe((state, previous) => {
  if (state.theme !== previous.theme) applyTheme(state.theme);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English starts loading now; the app waits for it with the first language (a failure is tried again there).
initI18n().catch(() => undefined);
captureBootHero();
const root = createRoot(container);
// A transition: the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree (shorter tasks, a page that answers input sooner).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
