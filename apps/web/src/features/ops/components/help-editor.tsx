import { HELP_CATEGORIES, type HelpCategory } from '@playhall/contracts/help-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { helpArticlesQueryOptions, type OpsHelpArticle } from '../api/help-articles';
import { emptyHelpDraft, type HelpDraft, helpDraftOf } from '../help-draft';
import { HelpArticleForm } from './help-article-form';
import { HelpArticleTable } from './help-article-table';
import './ops.css';
import './announcements.css';

type Editing = { id: number | null; draft: HelpDraft; key: number };

/**
 * The console's help centre: every article by category (the beginner guide first, the terms of use and the privacy
 * policy last), a filter by category; a new one or an edit opens the editor above the list. Every write is
 * audited and its HTML sanitised by the server.
 */
export function HelpEditor() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<HelpCategory | ''>('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const query = useQuery(helpArticlesQueryOptions(category || null));
  const open = (id: number | null, draft: HelpDraft) => {
    setEditing({ id, draft, key: Date.now() });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // The editor goes on with what the server stored, under its id: a second save edits, never duplicates.
  const saved = (item: OpsHelpArticle) => {
    showToast(t('ops.help.saved', { id: item.id }));
    setEditing({ id: item.id, draft: helpDraftOf(item), key: Date.now() });
  };

  return (
    <div className="panel-stack">
      {editing ? (
        <HelpArticleForm
          key={editing.key}
          id={editing.id}
          initial={editing.draft}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <Panel
        icon="help"
        title={t('ops.help.listTitle')}
        description={t('ops.help.listBody')}
        actions={
          <Button
            variant="gold"
            size="sm"
            icon="plus"
            onClick={() => open(null, emptyHelpDraft(category || 'GUIDE'))}
          >
            {t('ops.help.new')}
          </Button>
        }
      >
        <div className="announcement-filter">
          <SelectField
            label={t('ops.help.category')}
            value={category}
            options={[
              { value: '', label: t('ops.help.allCategories') },
              ...HELP_CATEGORIES.map((value) => ({ value, label: t(`help.categories.${value}`) })),
            ]}
            onChange={(value) => setCategory(value)}
          />
        </div>
        <HelpArticleTable
          query={query}
          onEdit={(item) => open(item.id, helpDraftOf(item))}
          onChanged={(id) => {
            if (editing?.id === id) setEditing(null);
          }}
        />
      </Panel>
    </div>
  );
}
