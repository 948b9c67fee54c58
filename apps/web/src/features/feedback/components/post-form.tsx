import type { FeedbackRules, FeedbackTicket } from '@playhall/contracts/feedback';
import {
  countWords,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackQuestionType,
} from '@playhall/contracts/feedback-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { type Attachment, PostImages } from './post-images';

/**
 * A post's form: a new ticket's (question type, content, images) or a follow-up's (content, images). The content's
 * words are counted as the server counts them (`countWords`), against the brand's bounds shown in the spec's words
 * ("between {0} and {1} words"); nothing is sent out of bounds.
 */
export function PostForm({
  rules,
  isReply,
  send,
  onSent,
}: {
  rules: FeedbackRules;
  isReply: boolean;
  send(type: FeedbackQuestionType, content: string, files: File[]): Promise<FeedbackTicket>;
  onSent(ticket: FeedbackTicket): void;
}) {
  const { t } = useTranslation();
  const contentId = useId();
  const [type, setType] = useState<FeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<{ type?: string; content?: string; form?: string }>({});
  const [isSending, setSending] = useState(false);
  const minWords = isReply ? FEEDBACK_LIMITS.replyMinWords : rules.minWords;
  const words = countWords(content);
  const bounds = t('feedback.bounds', { min: minWords, max: rules.maxWords });
  const inBounds = words >= minWords && words <= rules.maxWords;

  async function submit() {
    const found = {
      ...(isReply || type ? {} : { type: t('feedback.typeRequired') }),
      ...(inBounds ? {} : { content: bounds }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || isSending) return;
    setSending(true);
    try {
      const ticket = await send(
        type || 'OTHER',
        content,
        attachments.map((attachment) => attachment.file),
      );
      for (const attachment of attachments) URL.revokeObjectURL(attachment.url);
      setContent('');
      setType('');
      setAttachments([]);
      onSent(ticket);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors[0]?.field : undefined;
      if (field === 'content') setErrors({ content: bounds });
      else setErrors({ form: errorMessage(t, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form
      className="form feedback-form"
      onSubmit={submit}
      aria-label={t(isReply ? 'feedback.replyTitle' : 'feedback.newTitle')}
    >
      {isReply ? null : (
        <SelectField<FeedbackQuestionType | ''>
          label={t('feedback.questionType')}
          value={type}
          options={[
            { value: '', label: t('feedback.typeChoose') },
            ...FEEDBACK_QUESTION_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) })),
          ]}
          onChange={setType}
          error={errors.type}
        />
      )}
      <div className={`field${errors.content ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={contentId}>
          {t(isReply ? 'feedback.replyLabel' : 'feedback.content')}
        </label>
        <div className="field__control textarea-field">
          <textarea
            id={contentId}
            className="field__input textarea-field__input"
            value={content}
            rows={isReply ? 3 : 5}
            maxLength={FEEDBACK_LIMITS.contentMaxChars}
            placeholder={t(isReply ? 'feedback.replyPlaceholder' : 'feedback.contentPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${contentId}-foot`}
          />
        </div>
        <p id={`${contentId}-foot`} className="textarea-field__foot">
          <span className={errors.content ? 'field__error' : 'field__hint'}>{errors.content ?? bounds}</span>
          <span
            className={`textarea-field__counter${content && !inBounds ? ' textarea-field__counter--full' : ''}`}
          >
            {t('feedback.wordCount', { count: words, max: rules.maxWords })}
          </span>
        </p>
      </div>
      <PostImages attachments={attachments} limit={rules.maxImages} onChange={setAttachments} />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="feedback-form__actions">
        <Button type="submit" variant="gold" icon="send" disabled={isSending}>
          {t(isSending ? 'feedback.sending' : isReply ? 'feedback.replySubmit' : 'feedback.submit')}
        </Button>
      </div>
    </Form>
  );
}
