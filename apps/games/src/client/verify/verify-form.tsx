import type { VerifyBody } from '@playhall/contracts/games-play';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { type FormEvent, useState } from 'react';
import type { VerifyPrefill } from '../config';
import { useI18n } from '../i18n/i18n';

export type VerifyFields = {
  kind: 'slot' | 'lottery';
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  stake: string;
  family: string;
  drawId: string;
  /** The hash the player saw before play; optional, compared with the seed's hash. */
  hash: string;
};

const FAMILIES = ['LOTT', 'VN', 'SEA', 'SEA4D'] as const;
type Family = (typeof FAMILIES)[number];
const isFamily = (value: string): value is Family => (FAMILIES as readonly string[]).includes(value);

export function fieldsFrom(prefill: VerifyPrefill): VerifyFields {
  return {
    kind: prefill.kind,
    gameCode: prefill.gameCode ?? '',
    serverSeed: prefill.serverSeed ?? '',
    clientSeed: prefill.clientSeed ?? '',
    nonce: prefill.nonce === undefined ? '' : String(prefill.nonce),
    stake: prefill.stake ?? '1.00',
    family: prefill.family && isFamily(prefill.family) ? prefill.family : 'LOTT',
    drawId: prefill.drawId ?? '',
    hash: prefill.hash ?? '',
  };
}

type Problems = Partial<Record<keyof VerifyFields, string>>;

const SEED = /^[0-9a-f]{64}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** The request for the fields, or what is wrong with them (the server checks the same rules again). */
export function requestOf(
  fields: VerifyFields,
  t: ReturnType<typeof useI18n>['t'],
): { body: VerifyBody } | { problems: Problems } {
  const problems: Problems = {};
  const serverSeed = fields.serverSeed.trim().toLowerCase();
  if (!SEED.test(serverSeed)) problems.serverSeed = t('verify.seedFormat');
  if (fields.kind === 'lottery') {
    const drawId = fields.drawId.trim();
    if (!drawId) problems.drawId = t('verify.required');
    if (Object.keys(problems).length > 0 || !isFamily(fields.family)) return { problems };
    return { body: { kind: 'lottery', family: fields.family, serverSeed, drawId } };
  }
  const gameCode = fields.gameCode.trim();
  const clientSeed = fields.clientSeed.trim();
  if (!gameCode) problems.gameCode = t('verify.required');
  if (!clientSeed) problems.clientSeed = t('verify.required');
  if (!/^\d{1,10}$/.test(fields.nonce.trim())) problems.nonce = t('verify.nonceFormat');
  if (!AMOUNT.test(fields.stake.trim())) problems.stake = t('verify.stakeFormat');
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      kind: 'slot',
      gameCode,
      serverSeed,
      clientSeed,
      nonce: Number(fields.nonce.trim()),
      // parseAmount refuses leading zeros; the form has always read "01.5" as 1.50.
      stake: formatAmount(parseAmount(fields.stake.trim().replace(/^0+(?=\d)/, ''))),
    },
  };
}

type FormProps = {
  initial: VerifyFields;
  working: boolean;
  onSubmit(fields: VerifyFields, body: VerifyBody): void;
};

export function VerifyForm({ initial, working, onSubmit }: FormProps) {
  const { t } = useI18n();
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const set = (name: keyof VerifyFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(fields, t);
    if ('problems' in request) {
      setProblems(request.problems);
      return;
    }
    setProblems({});
    onSubmit(fields, request.body);
  };

  const field = (
    name: keyof VerifyFields,
    label: string,
    options: { mono?: boolean; numeric?: boolean; hint?: string } = {},
  ) => (
    <div className="field">
      <label className="field-label" htmlFor={`verify-${name}`}>
        {label}
      </label>
      <input
        id={`verify-${name}`}
        className={`input ${options.mono ? 'mono' : ''}`}
        value={fields[name]}
        inputMode={options.numeric ? 'decimal' : undefined}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] || options.hint ? `verify-${name}-note` : undefined}
        onChange={(event) => set(name)(event.target.value)}
      />
      {problems[name] ? (
        <span className="field-error" id={`verify-${name}-note`}>
          {problems[name]}
        </span>
      ) : options.hint ? (
        <span className="panel-hint field-note" id={`verify-${name}-note`}>
          {options.hint}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="verify-form card" onSubmit={submit} noValidate>
      <fieldset className="verify-kinds">
        <legend className="sr-only">{t('verify.kind')}</legend>
        {(['slot', 'lottery'] as const).map((kind) => (
          <label key={kind} className="verify-kind">
            <input
              type="radio"
              name="verify-kind"
              className="sr-only"
              value={kind}
              checked={fields.kind === kind}
              onChange={() => set('kind')(kind)}
            />
            {t(`verify.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      {fields.kind === 'slot' ? (
        <div className="verify-grid">
          {field('gameCode', t('verify.gameCode'))}
          {field('clientSeed', t('verify.clientSeed'), { mono: true })}
          {field('nonce', t('verify.nonce'), { numeric: true })}
          {field('stake', t('verify.stake'), { numeric: true })}
        </div>
      ) : (
        <div className="verify-grid">
          <div className="field">
            <label className="field-label" htmlFor="verify-family">
              {t('verify.family')}
            </label>
            <select
              id="verify-family"
              className="select"
              value={fields.family}
              onChange={(event) => set('family')(event.target.value)}
            >
              {FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {t(`games.lottery.family.${family}`)}
                </option>
              ))}
            </select>
          </div>
          {field('drawId', t('verify.drawId'), { mono: true })}
        </div>
      )}
      {field('serverSeed', t('verify.serverSeed'), { mono: true })}
      {field('hash', t('verify.published'), { mono: true, hint: t('verify.publishedHint') })}
      <button type="submit" className="button button-gold wide verify-submit" disabled={working}>
        {working ? t('verify.working') : t('verify.submit')}
      </button>
    </form>
  );
}
