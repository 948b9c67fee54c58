import { APPLICATION_LIMITS } from '@playhall/contracts/activity-application-constants';
import type { ApplicationRules } from '@playhall/contracts/activity-applications';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { TextAreaField } from '@/components/ui/select-field';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import type { MemberActivity } from '../api/activities';
import { applyToActivity } from '../api/activity-applications';
import { ApplicationImages, type PickedImage } from './activity-application-images';

/** A control character (a tab or line break is fine in a comment): the server refuses them, so say it here first. */
function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true;
  }
  return false;
}

/**
 * The application form (spec §3 "Activity application"): the activity's instruction, a comment of up to 140
 * characters with its counter, up to three images with previews, and the send button. Sent, the card shows
 * IN_PROCESS until an operator decides.
 */
export function ApplicationDialog({ activity, onClose }: { activity: MemberActivity; onClose(): void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const action = useMoneyAction();
  const rules = activity.rules as ApplicationRules;
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [commentError, setCommentError] = useState<string | undefined>(undefined);
  const [imagesError, setImagesError] = useState<string | undefined>(undefined);

  const submit = async () => {
    const text = comment.trim();
    const commentProblem =
      text.length === 0
        ? t('activityApplications.commentRequired')
        : hasControlCharacters(text)
          ? t('errors.CONTROL_CHARACTERS')
          : undefined;
    const imagesProblem =
      rules.imagesRequired && images.length === 0 ? t('activityApplications.imageRequired') : undefined;
    setCommentError(commentProblem);
    setImagesError(imagesProblem);
    if (commentProblem || imagesProblem) return;
    const ordered = [...images].sort((a, b) => a.slot - b.slot).map((image) => image.file);
    const done = await action.run(() => applyToActivity(activity.id, text, ordered));
    if (done) {
      showToast(t('activityApplications.sentToast'));
      onClose();
    }
  };

  return (
    <Modal title={activity.title} closeLabel={t('modal.close')} onClose={onClose} width={480}>
      <Form className="form application-dialog" onSubmit={submit}>
        <div className="application-dialog__intro">
          <p className="application-dialog__instruction">{rules.instruction}</p>
          <p className="application-dialog__reward">
            {t('activityApplications.reward', {
              amount: formatMoney(rules.amount, symbol),
              multiple: rules.wageringMultiple,
            })}
          </p>
        </div>
        <TextAreaField
          label={t('activityApplications.comment')}
          value={comment}
          onChange={(value) => {
            setComment(value);
            if (commentError) setCommentError(undefined);
          }}
          maxLength={APPLICATION_LIMITS.commentMax}
          error={commentError}
          counterLabel={t('activityApplications.commentCounter', {
            count: comment.length,
            max: APPLICATION_LIMITS.commentMax,
          })}
        />
        <ApplicationImages
          images={images}
          isRequired={rules.imagesRequired}
          onChange={(next) => {
            setImages(next);
            if (next.length > 0) setImagesError(undefined);
          }}
          error={imagesError}
        />
        {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button type="submit" variant="gold" icon="send" disabled={action.isBusy}>
            {action.isBusy ? t('activityApplications.sending') : t('activityApplications.send')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
