import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { QueryTable } from '@/components/ui/query-view';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { deleteHelpArticle, type OpsHelpArticle, setHelpArticleEnabled } from '../api/help-articles';
import { useOpsAction } from '../use-ops-action';
import { EditorRowActions } from './editor-row-actions';

/** The title an operator knows an article by: the brand's default language, else any. */
function titleOf(item: OpsHelpArticle, language: string): string {
  return item.texts[language]?.title ?? Object.values(item.texts)[0]?.title ?? '';
}

/** Every help article with its category, site, order, last change and state; edit, hide or show, delete. */
export function HelpArticleTable({
  query,
  onEdit,
  onChanged,
}: {
  query: UseQueryResult<OpsHelpArticle[]>;
  onEdit(item: OpsHelpArticle): void;
  onChanged(id: number): void;
}) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const action = useOpsAction();
  const toggle = (item: OpsHelpArticle) =>
    void action.run(async () => {
      await setHelpArticleEnabled(item.id, !item.enabled);
      onChanged(item.id);
    });
  const remove = (item: OpsHelpArticle) =>
    confirmAction(
      t('ops.help.deleteTitle'),
      t('ops.help.deleteAsk', { title: titleOf(item, brand.defaultLanguage) }),
      () => {
        void action.run(async () => {
          await deleteHelpArticle(item.id);
          onChanged(item.id);
        });
      },
    );
  const columns: Column<OpsHelpArticle>[] = [
    {
      key: 'title',
      header: t('ops.help.titleColumn'),
      cell: (row) => (
        <span className="announcement-row">
          <strong className="announcement-row__title">{titleOf(row, brand.defaultLanguage)}</strong>
          <span className="ops-id">
            #{row.id} · {Object.keys(row.texts).join(', ')}
          </span>
        </span>
      ),
    },
    { key: 'category', header: t('ops.help.category'), cell: (row) => t(`help.categories.${row.category}`) },
    { key: 'device', header: t('ops.help.device'), cell: (row) => t(`ops.help.devices.${row.device}`) },
    { key: 'order', header: t('ops.help.sortOrder'), align: 'end', cell: (row) => row.sortOrder },
    { key: 'updated', header: t('ops.help.updated'), cell: (row) => <TimeText iso={row.updatedAt} /> },
    {
      key: 'state',
      header: t('ops.help.state'),
      cell: (row) => (
        <StatusChip tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'ops.help.shown' : 'ops.help.hidden')}
        </StatusChip>
      ),
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) => (
        <EditorRowActions
          words="ops.help"
          title={titleOf(row, brand.defaultLanguage)}
          isEnabled={row.enabled}
          isBusy={action.isBusy}
          onEdit={() => onEdit(row)}
          onToggle={() => toggle(row)}
          onDelete={() => remove(row)}
        />
      ),
    },
  ];
  return (
    <>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <QueryTable
        query={query}
        caption={t('ops.help.listTitle')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={{ icon: 'help', title: t('ops.help.empty') }}
        skeletonHeight="18rem"
      />
    </>
  );
}
