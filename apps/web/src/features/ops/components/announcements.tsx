import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@playhall/contracts/announcement-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import { type AnnouncementDraft, draftOf, emptyDraft } from '../announcement-draft';
import { announcementsQueryOptions, type OpsAnnouncement } from '../api/announcements';
import { AnnouncementForm, useTypeLabel } from './announcement-form';
import { AnnouncementPreview } from './announcement-preview';
import { AnnouncementTable } from './announcement-table';
import './ops.css';
import './announcements.css';

const PAGE_SIZE = 20;

type Editing = { id: number | null; draft: AnnouncementDraft; key: number };

/**
 * The console's announcements (decision 0030): every notice, the agents-only ones too, with a filter by type; a
 * new one or an edit opens the editor above the list, and after a save the preview shows what was stored.
 */
export function Announcements() {
  const { t } = useTranslation();
  const { timeZone } = useBootstrap().brand;
  const typeLabel = useTypeLabel();
  const [type, setType] = useState<AnnouncementType | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [stored, setStored] = useState<OpsAnnouncement | null>(null);
  const query = useQuery(
    announcementsQueryOptions({ pageNo: page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) }),
  );
  const open = (id: number | null, draft: AnnouncementDraft) => {
    setEditing({ id, draft, key: Date.now() });
    setStored(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const saved = (item: OpsAnnouncement) => {
    setStored(item);
    // The editor goes on with what the server stored, under its id: a second save edits, never duplicates.
    setEditing({ id: item.id, draft: draftOf(item, timeZone), key: Date.now() });
  };

  return (
    <div className="panel-stack">
      {editing ? (
        <AnnouncementForm
          key={editing.key}
          id={editing.id}
          initial={editing.draft}
          onSaved={saved}
          onCancel={() => {
            setEditing(null);
            setStored(null);
          }}
        />
      ) : null}
      {stored ? <AnnouncementPreview stored={stored} /> : null}
      <Panel
        icon="megaphone"
        title={t('ops.announcements.listTitle')}
        description={t('ops.announcements.listBody')}
        actions={
          <Button variant="gold" size="sm" icon="plus" onClick={() => open(null, emptyDraft())}>
            {t('ops.announcements.new')}
          </Button>
        }
      >
        <div className="announcement-filter">
          <SelectField
            label={t('ops.announcements.filterType')}
            value={type}
            options={[
              { value: '', label: t('ops.announcements.allTypes') },
              ...ANNOUNCEMENT_TYPES.map((value) => ({ value, label: typeLabel(value) })),
            ]}
            onChange={(value) => {
              setType(value);
              setPage(1);
            }}
          />
        </div>
        <AnnouncementTable
          query={query}
          page={page}
          onPage={setPage}
          onEdit={(item) => open(item.id, draftOf(item, timeZone))}
          onChanged={(id) => {
            if (editing?.id === id) setEditing(null);
            if (stored?.id === id) setStored(null);
          }}
        />
      </Panel>
    </div>
  );
}
