import type { Contract, OwnTerms } from '@playhall/contracts/agent-contracts';
import { type ContractKind, DIVIDEND_PERIODS } from '@playhall/contracts/contract-terms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Form, FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Facts } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { errorMessage } from '@/lib/error-message';
import { useSubmissionId } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { CONTRACTS_QUERY_KEY } from '../api/get-contracts';
import { ownTermsQueryOptions } from '../api/get-own-terms';
import { offerContract } from '../api/offer-contract';
import {
  checkTierDrafts,
  draftsOf,
  EMPTY_DRAFT,
  type TierDraft,
  type TierField,
  tiersOf,
  wireTiers,
} from '../tier-draft';
import { TiersTable } from './contract-labels';
import { PayPreview } from './pay-preview';
import { TiersEditor, useProblemText } from './tiers-editor';
import '../../components/agent.css';

export type OfferTarget = { id: string; account: string };

/** A first row from the agent's own first tier's thresholds, rate to be chosen. */
const startDrafts = (terms: OwnTerms): TierDraft[] =>
  draftsOf(terms.tiers.slice(0, 1)).map((draft) => ({ ...draft, rate: EMPTY_DRAFT.rate }));

function OfferForm({
  downline,
  own,
  onSent,
}: {
  downline: OfferTarget;
  own: OwnTerms[];
  onSent(c: Contract): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionId();
  const problemText = useProblemText();
  const [kind, setKind] = useState<ContractKind>(own[0]?.kind ?? 'DAILY_SALARY');
  const terms = own.find((entry) => entry.kind === kind) ?? own[0];
  const [drafts, setDrafts] = useState<TierDraft[]>(() => (terms ? startDrafts(terms) : [EMPTY_DRAFT]));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  if (!terms) return null;
  const check = checkTierDrafts(kind, drafts, tiersOf(terms.tiers));
  const shown = (index: number, field: TierField) => isSent || touched.has(`${index}.${field}`);

  const pickKind = (next: ContractKind) => {
    const nextTerms = own.find((entry) => entry.kind === next);
    setKind(next);
    setDrafts(nextTerms ? startDrafts(nextTerms) : [EMPTY_DRAFT]);
    setTouched(new Set());
    setSent(false);
  };
  const submit = async () => {
    setSent(true);
    setFailure(null);
    if (!check.tiers) return;
    const tiers = wireTiers(check.tiers);
    // A dividend runs over the agent's own dividend's period (CONTRACT_PERIOD_MISMATCH otherwise).
    const dividendPeriod = DIVIDEND_PERIODS.find((candidate) => candidate === terms.period);
    const period = kind === 'DIVIDEND' && dividendPeriod ? { period: dividendPeriod } : {};
    setBusy(true);
    try {
      const contract = await offerContract({
        downlineId: downline.id,
        kind,
        ...period,
        tiers,
        requestId: submission.forDetails({ downline: downline.id, kind, tiers }),
      });
      submission.settle();
      void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      onSent(contract);
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className="form offer-form" onSubmit={submit}>
      <SelectField<ContractKind>
        label={t('contracts.offer.kind')}
        value={kind}
        options={own.map((entry) => ({ value: entry.kind, label: t(`contracts.kinds.${entry.kind}`) }))}
        onChange={pickKind}
      />
      <Facts
        items={[
          {
            label: t('contracts.card.period'),
            value: terms.period ? t(`contracts.periods.${terms.period}`) : '—',
          },
          { label: t('contracts.offer.source'), value: t(`contracts.sources.${terms.source}.label`) },
        ]}
      />
      <div className="offer-form__ceiling">
        <p className="agent-note">{t('contracts.offer.ceiling')}</p>
        <TiersTable kind={kind} tiers={terms.tiers} caption={t('contracts.offer.ceilingCaption')} />
      </div>
      <TiersEditor
        kind={kind}
        drafts={drafts}
        problems={check.rows}
        shown={shown}
        onChange={setDrafts}
        onTouch={(index, field) => setTouched((current) => new Set(current).add(`${index}.${field}`))}
      />
      {isSent && check.list ? <FormAlert>{problemText(check.list)}</FormAlert> : null}
      <PayPreview tiers={check.tiers} isDividend={kind === 'DIVIDEND'} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="send" disabled={isBusy}>
          {t('contracts.offer.submit')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Offer a contract to a direct downline agent (spec §4), from team management: a kind the agent has terms of
 * itself, a dividend over its own dividend's period, tiers no higher than its own at their thresholds (checked as
 * typed, with the server's rules), and a preview of what the tiers pay.
 */
export function OfferContractDialog({ downline, onClose }: { downline: OfferTarget; onClose(): void }) {
  const { t } = useTranslation();
  const terms = useQuery(ownTermsQueryOptions());
  const [sent, setSent] = useState<Contract | null>(null);
  const offerable = (terms.data ?? []).filter((entry) => entry.isEnabled && entry.source !== 'NONE');
  return (
    <Modal
      title={t('contracts.offer.title', { account: downline.account })}
      closeLabel={t('modal.close')}
      onClose={onClose}
      width={640}
    >
      {terms.isPending ? (
        <Skeleton height="18rem" radius="var(--radius-lg)" />
      ) : !terms.data ? (
        <ErrorState compact error={terms.error} onRetry={() => void terms.refetch()} />
      ) : sent ? (
        <div className="agent-created" role="status">
          <p className="agent-created__title">{t('contracts.offer.sentTitle')}</p>
          <p className="agent-note">
            {t('contracts.offer.sentBody', {
              account: downline.account,
              kind: t(`contracts.kinds.${sent.kind}`),
            })}
          </p>
          <TiersTable
            kind={sent.kind}
            tiers={sent.tiers}
            caption={t('contracts.tiers.caption', { kind: t(`contracts.kinds.${sent.kind}`) })}
          />
          <div className="form-actions">
            <Button variant="gold" onClick={onClose}>
              {t('agent.transfer.close')}
            </Button>
          </div>
        </div>
      ) : offerable.length === 0 ? (
        <StatePanel
          compact
          icon="clipboard"
          title={t('contracts.offer.nothingTitle')}
          description={t('contracts.offer.nothingBody')}
        />
      ) : (
        <OfferForm downline={downline} own={offerable} onSent={setSent} />
      )}
    </Modal>
  );
}
