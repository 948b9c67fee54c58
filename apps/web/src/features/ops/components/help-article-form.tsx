import { HELP_CATEGORIES, HELP_DEVICES, HELP_LIMITS } from '@playhall/contracts/help-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { type OpsHelpArticle, saveHelpArticle } from '../api/help-articles';
import { type HelpDraft, helpDraftProblems, toHelpInput } from '../help-draft';
import { useEditorSave } from '../use-editor-save';
import { AnnouncementTexts } from './announcement-texts';

/**
 * Writes or rewrites a help article: its category (TERMS and PRIVACY are the two legal documents), the site it is
 * shown on, its order, shown or hidden, and each language's title and HTML in the rich-text editor. What the
 * server refuses comes back by field and is shown where it belongs; what it stores is handed to `onSaved`.
 */
export function HelpArticleForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: HelpDraft;
  onSaved(stored: OpsHelpArticle): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const [draft, setDraft] = useState(initial);
  const { problems, failure, isBusy, save: send } = useEditorSave(['ops', 'help']);
  const change = (next: Partial<HelpDraft>) => setDraft((current) => ({ ...current, ...next }));
  const save = () =>
    send(
      helpDraftProblems(draft, brand.defaultLanguage),
      () => saveHelpArticle(id, toHelpInput(draft)),
      onSaved,
    );

  return (
    <Panel
      icon="help"
      title={id === null ? t('ops.help.newTitle') : t('ops.help.editTitle', { id })}
      description={t('ops.help.formBody')}
    >
      <Form className="form announcement-form" onSubmit={save}>
        <div className="announcement-form__grid">
          <SelectField
            label={t('ops.help.category')}
            value={draft.category}
            options={HELP_CATEGORIES.map((category) => ({
              value: category,
              label: t(`help.categories.${category}`),
            }))}
            onChange={(category) => change({ category })}
          />
          <SelectField
            label={t('ops.help.device')}
            value={draft.device}
            options={HELP_DEVICES.map((device) => ({
              value: device,
              label: t(`ops.help.devices.${device}`),
            }))}
            onChange={(device) => change({ device })}
          />
          <TextField
            type="number"
            inputMode="numeric"
            label={t('ops.help.sortOrder')}
            hint={t('ops.help.sortOrderHint')}
            min={-HELP_LIMITS.sortOrderMax}
            max={HELP_LIMITS.sortOrderMax}
            value={draft.sortOrder}
            onChange={(sortOrder) => change({ sortOrder })}
          />
        </div>
        <CheckField checked={draft.enabled} onChange={(enabled) => change({ enabled })}>
          {t('ops.help.enabledLabel')}
        </CheckField>
        <AnnouncementTexts
          languages={draft.languages}
          texts={draft.texts}
          defaultLanguage={brand.defaultLanguage}
          problems={problems}
          limits={HELP_LIMITS}
          onChange={(language, text) => change({ texts: { ...draft.texts, [language]: text } })}
          onAddLanguage={(language) => change({ languages: [...draft.languages, language] })}
        />
        {failure ? <FormAlert>{errorMessage(t, failure)}</FormAlert> : null}
        <div className="form-actions">
          <Button type="submit" variant="gold" icon="check" disabled={isBusy}>
            {t('ops.help.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('ops.help.close')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
