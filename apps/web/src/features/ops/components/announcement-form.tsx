import {
  AGENT_NOTICE_TYPE,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
} from '@playhall/contracts/announcement-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gmtOffset } from '@/lib/brand-time';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import {
  type AnnouncementDraft,
  draftProblems,
  executionsFor,
  toInput,
  withType,
} from '../announcement-draft';
import { type OpsAnnouncement, saveAnnouncement } from '../api/announcements';
import { useEditorSave } from '../use-editor-save';
import { AnnouncementTexts } from './announcement-texts';

/** The editor's words for a type: its code, and whether everyone or only agents read it. */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: AnnouncementType) =>
    t(type === AGENT_NOTICE_TYPE ? 'ops.announcements.typeAgents' : 'ops.announcements.typePublic', { type });
}

/**
 * Writes or rewrites an announcement: type (agents-only AG offers only the logged-in executions), execution,
 * publication time, order, shown or hidden, and each language's title and HTML. What the server refuses comes
 * back by field and is shown where it belongs; what it stores is handed to `onSaved`.
 */
export function AnnouncementForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: AnnouncementDraft;
  onSaved(stored: OpsAnnouncement): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const typeLabel = useTypeLabel();
  const [draft, setDraft] = useState(initial);
  const { problems, failure, isBusy, save: send } = useEditorSave(['ops', 'announcements']);
  const change = (next: Partial<AnnouncementDraft>) => setDraft((current) => ({ ...current, ...next }));
  const save = () =>
    send(
      draftProblems(draft, brand.defaultLanguage),
      () => saveAnnouncement(id, toInput(draft, brand.timeZone)),
      onSaved,
    );

  return (
    <Panel
      icon="megaphone"
      title={id === null ? t('ops.announcements.newTitle') : t('ops.announcements.editTitle', { id })}
      description={t('ops.announcements.formBody')}
    >
      <Form className="form announcement-form" onSubmit={save}>
        <div className="announcement-form__grid">
          <SelectField
            label={t('ops.announcements.type')}
            value={draft.type}
            options={ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            onChange={(type) => setDraft((current) => withType(current, type))}
          />
          <SelectField
            label={t('ops.announcements.execution')}
            value={draft.execution}
            options={executionsFor(draft.type).map((execution) => ({
              value: execution,
              label: t(`ops.announcements.executions.${execution}`),
            }))}
            onChange={(execution) => change({ execution })}
            error={problems.execution ? t('ops.announcements.problems.EXECUTION') : undefined}
          />
          <TextField
            type="datetime-local"
            label={t('ops.announcements.publishedAt')}
            hint={t('ops.announcements.publishedAtHint', { zone: gmtOffset(new Date(), brand.timeZone) })}
            value={draft.publishedAt}
            onChange={(publishedAt) => change({ publishedAt })}
          />
          <TextField
            type="number"
            inputMode="numeric"
            label={t('ops.announcements.sortOrder')}
            hint={t('ops.announcements.sortOrderHint')}
            min={-ANNOUNCEMENT_LIMITS.sortOrderMax}
            max={ANNOUNCEMENT_LIMITS.sortOrderMax}
            value={draft.sortOrder}
            onChange={(sortOrder) => change({ sortOrder })}
          />
        </div>
        <CheckField checked={draft.enabled} onChange={(enabled) => change({ enabled })}>
          {t('ops.announcements.enabledLabel')}
        </CheckField>
        <AnnouncementTexts
          languages={draft.languages}
          texts={draft.texts}
          defaultLanguage={brand.defaultLanguage}
          problems={problems}
          onChange={(language, text) => change({ texts: { ...draft.texts, [language]: text } })}
          onAddLanguage={(language) => change({ languages: [...draft.languages, language] })}
        />
        {failure ? <FormAlert>{errorMessage(t, failure)}</FormAlert> : null}
        <div className="form-actions">
          <Button type="submit" variant="gold" icon="check" disabled={isBusy}>
            {t('ops.announcements.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('ops.announcements.close')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
