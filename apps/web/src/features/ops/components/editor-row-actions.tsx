import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';

/**
 * An editor list's row actions (announcements, help articles): edit, hide or show, delete, each named after the
 * row's title. `words` is the editor's catalogue group, which has the same keys in each.
 */
export function EditorRowActions({
  words,
  title,
  isEnabled,
  isBusy,
  onEdit,
  onToggle,
  onDelete,
}: {
  words: 'ops.announcements' | 'ops.help';
  title: string;
  isEnabled: boolean;
  isBusy: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <span className="ops-actions announcement-actions">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={t(`${words}.editLabel`, { title })}>
        {t(`${words}.edit`)}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={isBusy}
        onClick={onToggle}
        aria-label={t(isEnabled ? `${words}.hideLabel` : `${words}.showLabel`, { title })}
      >
        {t(isEnabled ? `${words}.hide` : `${words}.show`)}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon="trash"
        disabled={isBusy}
        onClick={onDelete}
        aria-label={t(`${words}.deleteLabel`, { title })}
      >
        {t(`${words}.delete`)}
      </Button>
    </span>
  );
}
