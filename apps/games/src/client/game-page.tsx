import type { GameSession } from '@playhall/contracts/games-play';
import { useEffect, useMemo, useState } from 'react';
import type { GamePageConfig } from './config';
import { useI18n } from './i18n/i18n';
import { LotteryPage } from './lottery/lottery-page';
import { createSession, errorCodeOf, sessionApi } from './shared/api';
import { FormatProvider } from './shared/format';
import { Notice } from './shared/notice';
import { storedSession, storeSession } from './shared/session-store';
import { SlotPage } from './slot/slot-page';

type Start =
  | { state: 'loading' }
  | { state: 'failed'; code: string }
  | { state: 'ready'; session: GameSession };

const SESSION_ENDED = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'SESSION_INVALID']);

/** Opens the game session from the launch address, then hands over to the page of its engine. */
async function startSession(config: GamePageConfig): Promise<GameSession> {
  const { vendor, gameCode, mode, token, category, signature } = config;
  try {
    const session = await createSession({
      vendor,
      gameCode,
      mode,
      category,
      signature,
      ...(token ? { token } : {}),
    });
    storeSession(vendor, gameCode, token, session);
    return session;
  } catch (error) {
    // A reload after the launch token was used: carry on with this tab's session while the server still knows it.
    const stored = storedSession(vendor, gameCode, token);
    if (!stored || !SESSION_ENDED.has(errorCodeOf(error))) throw error;
    const { balance } = await sessionApi(stored.session).balance();
    return { ...stored, balance };
  }
}

export function GamePage({ config }: { config: GamePageConfig }) {
  const { t, error } = useI18n();
  const [start, setStart] = useState<Start>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    startSession(config).then(
      (session) => live && setStart({ state: 'ready', session }),
      (failure: unknown) => live && setStart({ state: 'failed', code: errorCodeOf(failure) }),
    );
    return () => {
      live = false;
    };
  }, [config]);

  const api = useMemo(() => (start.state === 'ready' ? sessionApi(start.session.session) : null), [start]);

  if (start.state === 'loading')
    return (
      <main className="loading-screen" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </main>
    );
  if (start.state === 'failed' || api === null)
    return (
      <Notice
        icon="⚠"
        title={t('common.openError')}
        body={error(start.state === 'failed' ? start.code : 'UNKNOWN')}
        backUrl={config.backUrl}
      />
    );
  const { session } = start;
  if (session.engine === 'maintenance')
    return (
      <Notice icon="⚙" title={t('maintenance.title')} body={t('maintenance.body')} backUrl={config.backUrl} />
    );
  const onSession = (next: GameSession) => storeSession(config.vendor, config.gameCode, config.token, next);
  return (
    <FormatProvider currency={session.currency} timeZone={session.timeZone || undefined}>
      {session.engine === 'slot' ? (
        <SlotPage config={config} session={session} api={api} onSession={onSession} />
      ) : (
        <LotteryPage config={config} session={session} api={api} />
      )}
    </FormatProvider>
  );
}
