import type { Withdrawal } from '@playhall/contracts/cashier';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/select-field';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { reportNotReceived } from '../../api/report-not-received';
import { type PickedProof, ProofPicker } from './proof-picker';

/** "Not received": one to three receipt images and an optional remark; the withdrawal becomes disputed. */
export function NotReceivedForm({ withdrawal, onCancel }: { withdrawal: Withdrawal; onCancel(): void }) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const [proofs, setProofs] = useState<PickedProof[]>([]);
  const [remark, setRemark] = useState('');
  const [proofError, setProofError] = useState<string | undefined>(undefined);

  const submit = async () => {
    if (proofs.length === 0) {
      setProofError(t('withdraw.proofRequired'));
      return;
    }
    setProofError(undefined);
    const done = await action.run(() =>
      reportNotReceived(
        withdrawal.id,
        proofs.map((proof) => proof.file),
        remark,
      ),
    );
    if (done) showToast(t('withdraw.disputeSent'));
  };

  return (
    <Form className="form not-received-form" onSubmit={submit}>
      <p className="not-received-form__intro">{t('withdraw.notReceivedIntro')}</p>
      <ProofPicker
        proofs={proofs}
        onChange={(next) => {
          setProofs(next);
          if (next.length > 0) setProofError(undefined);
        }}
        error={proofError}
      />
      <TextAreaField
        label={t('withdraw.remark')}
        optionalLabel={t('validation.optional')}
        value={remark}
        onChange={setRemark}
        maxLength={UPLOAD_LIMITS.commentMaxLength}
        counterLabel={t('withdraw.remarkCounter', {
          count: remark.length,
          max: UPLOAD_LIMITS.commentMaxLength,
        })}
      />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <div className="form-actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('dialogs.in_more_cancel')}
        </Button>
        <Button type="submit" variant="gold" icon="send" disabled={action.isBusy}>
          {t('withdraw.sendDispute')}
        </Button>
      </div>
    </Form>
  );
}
