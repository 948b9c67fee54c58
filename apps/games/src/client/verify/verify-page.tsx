import type { VerifyAnswer, VerifyBody } from '@playhall/contracts/games-play';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VerifyPrefill } from '../config';
import { useI18n } from '../i18n/i18n';
import { errorCodeOf, verify } from '../shared/api';
import { FormatProvider } from '../shared/format';
import { hmacBlockHex, sha256Hex } from './browser-crypto';
import { symbolsFor } from './slot-theme';
import { fieldsFrom, requestOf, type VerifyFields, VerifyForm } from './verify-form';
import { type BrowserCheck, VerifyResult } from './verify-result';
import './verify.css';

type Outcome = { answer: VerifyAnswer; check: BrowserCheck };

/** Recomputes the answer's inputs in this browser, so the page shows its own hashes beside the server's. */
async function browserCheck(body: VerifyBody, fields: VerifyFields): Promise<BrowserCheck> {
  const clientSeed = body.kind === 'slot' ? body.clientSeed : body.drawId;
  const nonce = body.kind === 'slot' ? body.nonce : 0;
  const [seedHash, firstBlock, symbols] = await Promise.all([
    sha256Hex(body.serverSeed),
    hmacBlockHex(body.serverSeed, clientSeed, nonce),
    body.kind === 'slot' ? symbolsFor(body.gameCode) : Promise.resolve(null),
  ]);
  return { seedHash, firstBlock, symbols, published: fields.hash };
}

/** /play/verify: anyone can recompute a slot round or a lottery draw from its seeds (ARCHITECTURE.md §5). */
export function VerifyPage({ prefill }: { prefill: VerifyPrefill }) {
  const { t, error } = useI18n();
  const [initial] = useState(() => fieldsFrom(prefill));
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(async (fields: VerifyFields, body: VerifyBody) => {
    const id = ++latest.current;
    setWorking(true);
    setFailure(null);
    try {
      const [answer, check] = await Promise.all([verify(body), browserCheck(body, fields)]);
      if (id === latest.current) {
        setOutcome({ answer, check });
        // The answer lands below the form: bring it into view (a link from a game opens straight onto it).
        window.requestAnimationFrame(() =>
          document
            .getElementById('verify-result-heading')
            ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        );
      }
    } catch (problem) {
      if (id === latest.current) {
        setOutcome(null);
        setFailure(errorCodeOf(problem));
      }
    } finally {
      if (id === latest.current) setWorking(false);
    }
  }, []);

  // A link from a game carries everything: check at once instead of asking for a click.
  useEffect(() => {
    const request = requestOf(initial, t);
    if ('body' in request && initial.serverSeed) void run(initial, request.body);
  }, [initial, run, t]);

  return (
    <FormatProvider currency="">
      <div className="verify-app">
        <header className="top-bar verify-bar">
          <span className="verify-logo" aria-hidden="true">
            ✓
          </span>
          <div className="top-title">
            <h1>{t('verify.title')}</h1>
          </div>
        </header>
        <main className="verify-main">
          <p className="verify-intro">{t('verify.intro')}</p>
          <VerifyForm
            initial={initial}
            working={working}
            onSubmit={(fields, body) => void run(fields, body)}
          />
          {failure ? (
            <p className="verify-failure" role="alert">
              {error(failure)}
            </p>
          ) : null}
          {outcome ? <VerifyResult answer={outcome.answer} check={outcome.check} /> : null}
          <p className="panel-hint verify-howto">
            {t('verify.howTo')} <code className="mono">printf %s "&lt;server seed&gt;" | sha256sum</code>
          </p>
        </main>
      </div>
    </FormatProvider>
  );
}
