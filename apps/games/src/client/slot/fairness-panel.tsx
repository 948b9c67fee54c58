import type { FairnessState, RotatedSeeds } from '@playhall/contracts/games-play';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { errorCodeOf, type SessionApi } from '../shared/api';
import { CopyButton } from '../shared/copy-button';
import { useToasts } from '../shared/toast';
import { slotVerifyUrl } from '../shared/verify-link';

type FairnessProps = {
  api: SessionApi;
  gameCode: string;
  fairness: FairnessState;
  busy: boolean;
  rotated: RotatedSeeds['previous'] | null;
  onFairness(next: FairnessState): void;
  onRotated(rotation: RotatedSeeds): void;
  onError(code: string): void;
};

/** Mirrors the server's rule for client seeds, so a typo is caught before a round trip. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function FairnessPanel(props: FairnessProps) {
  const { api, gameCode, fairness, busy, rotated, onFairness, onRotated, onError } = props;
  const { t, language } = useI18n();
  const toasts = useToasts();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [working, setWorking] = useState(false);
  useEffect(() => setClientSeed(fairness.clientSeed), [fairness.clientSeed]);
  const valid = CLIENT_SEED.test(clientSeed.trim());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setWorking(true);
    try {
      onFairness(await api.setClientSeed(clientSeed.trim()));
      toasts.show('success', t('fairness.saved'));
    } catch (error) {
      onError(errorCodeOf(error));
    } finally {
      setWorking(false);
    }
  };

  const rotate = async () => {
    setWorking(true);
    try {
      const rotation = await api.rotate();
      onRotated(rotation);
      toasts.show('success', t('fairness.rotated'));
    } catch (error) {
      onError(errorCodeOf(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="fairness">
      <p className="panel-hint">{t('fairness.intro')}</p>
      <div className="field">
        <span className="field-label" id="seed-hash-label">
          {t('fairness.serverSeedHash')}
        </span>
        <div className="mono-row">
          <code className="mono" data-testid="server-seed-hash">
            {fairness.serverSeedHash}
          </code>
          <CopyButton text={fairness.serverSeedHash} label={t('fairness.serverSeedHash')} />
        </div>
      </div>
      <form className="field" onSubmit={save}>
        <label className="field-label" htmlFor="client-seed">
          {t('fairness.clientSeed')}
        </label>
        <div className="input-row">
          <input
            id="client-seed"
            className="input mono"
            value={clientSeed}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : 'client-seed-error'}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button type="button" className="button button-ghost" onClick={() => setClientSeed(randomSeed())}>
            {t('fairness.random')}
          </button>
          <button
            type="submit"
            className="button button-violet"
            disabled={!valid || working || busy || clientSeed.trim() === fairness.clientSeed}
          >
            {t('fairness.save')}
          </button>
        </div>
        {valid ? null : (
          <span className="field-error" id="client-seed-error">
            {t('fairness.invalid')}
          </span>
        )}
      </form>
      <div className="field field-inline">
        <span className="field-label">{t('fairness.nextNonce')}</span>
        <strong className="mono" data-testid="next-nonce">
          {fairness.nextNonce}
        </strong>
      </div>
      <button type="button" className="button button-gold wide" onClick={rotate} disabled={working || busy}>
        {t('fairness.rotate')}
      </button>

      {rotated ? (
        <section className="revealed" aria-label={t('fairness.previous')}>
          <h3 className="panel-heading">{t('fairness.previous')}</h3>
          <div className="field">
            <span className="field-label">{t('fairness.serverSeed')}</span>
            <div className="mono-row">
              <code className="mono" data-testid="revealed-server-seed">
                {rotated.serverSeed}
              </code>
              <CopyButton text={rotated.serverSeed} label={t('fairness.serverSeed')} />
            </div>
          </div>
          <div className="field">
            <span className="field-label">{t('fairness.serverSeedHash')}</span>
            <code className="mono">{rotated.serverSeedHash}</code>
          </div>
          <div className="field field-inline">
            <span className="field-label">{t('fairness.clientSeed')}</span>
            <code className="mono">{rotated.clientSeed}</code>
          </div>
          <p className="panel-hint">{t('fairness.rounds', { count: rotated.rounds })}</p>
          {rotated.rounds > 0 ? (
            <a
              className="button button-ghost wide"
              target="_blank"
              rel="noopener"
              href={slotVerifyUrl(
                {
                  gameCode,
                  serverSeed: rotated.serverSeed,
                  clientSeed: rotated.clientSeed,
                  serverSeedHash: rotated.serverSeedHash,
                },
                language,
              )}
            >
              {t('fairness.openVerifier')} ↗
            </a>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
