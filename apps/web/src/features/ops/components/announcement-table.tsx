import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import {
  deleteAnnouncement,
  type OpsAnnouncement,
  type OpsAnnouncementPage,
  setAnnouncementEnabled,
} from '../api/announcements';
import { useOpsAction } from '../use-ops-action';
import { useTypeLabel } from './announcement-form';
import { EditorRowActions } from './editor-row-actions';
import { PagedTable } from './paged-table';

/** The title an operator knows an announcement by: the brand's default language, else any. */
export function titleOf(item: OpsAnnouncement, language: string): string {
  return item.texts[language]?.title ?? Object.values(item.texts)[0]?.title ?? '';
}

/** Every announcement with its type, audience, publication and state; edit, hide or show, delete. */
export function AnnouncementTable({
  query,
  page,
  onPage,
  onEdit,
  onChanged,
}: {
  query: UseQueryResult<OpsAnnouncementPage>;
  page: number;
  onPage(page: number): void;
  onEdit(item: OpsAnnouncement): void;
  onChanged(id: number): void;
}) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const typeLabel = useTypeLabel();
  const action = useOpsAction();
  const toggle = (item: OpsAnnouncement) =>
    void action.run(async () => {
      await setAnnouncementEnabled(item.id, !item.enabled);
      onChanged(item.id);
    });
  const remove = (item: OpsAnnouncement) =>
    confirmAction(
      t('ops.announcements.deleteTitle'),
      t('ops.announcements.deleteAsk', { title: titleOf(item, brand.defaultLanguage) }),
      () => {
        void action.run(async () => {
          await deleteAnnouncement(item.id);
          onChanged(item.id);
        });
      },
    );
  const columns: Column<OpsAnnouncement>[] = [
    {
      key: 'title',
      header: t('ops.announcements.titleColumn'),
      cell: (row) => (
        <span className="announcement-row">
          <strong className="announcement-row__title">{titleOf(row, brand.defaultLanguage)}</strong>
          <span className="ops-id">
            #{row.id} · {Object.keys(row.texts).join(', ')}
          </span>
        </span>
      ),
    },
    { key: 'type', header: t('ops.announcements.type'), cell: (row) => typeLabel(row.type) },
    {
      key: 'execution',
      header: t('ops.announcements.execution'),
      cell: (row) => t(`ops.announcements.executions.${row.execution}`),
    },
    {
      key: 'published',
      header: t('ops.announcements.publishedAt'),
      cell: (row) => <TimeText iso={row.publishedAt} />,
    },
    {
      key: 'state',
      header: t('ops.announcements.state'),
      cell: (row) => (
        <StatusChip tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'ops.announcements.shown' : 'ops.announcements.hidden')}
        </StatusChip>
      ),
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) => (
        <EditorRowActions
          words="ops.announcements"
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
      <PagedTable
        query={query}
        page={page}
        onPage={onPage}
        caption={t('ops.announcements.listTitle')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={{ icon: 'megaphone', title: t('ops.announcements.empty') }}
        skeletonHeight="18rem"
      />
    </>
  );
}
