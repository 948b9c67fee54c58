import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './data.css';

type Slot = number | 'gap-start' | 'gap-end';

/** The pages to offer: the first and last (margin 1), a range of five around the current one, gaps between. */
function slots(page: number, totalPages: number): Slot[] {
  const range = 5;
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const list: Slot[] = [];
  if (start > 1) list.push(1);
  if (start > 2) list.push('gap-start');
  for (let index = start; index <= end; index += 1) list.push(index);
  if (end < totalPages - 1) list.push('gap-end');
  if (end < totalPages) list.push(totalPages);
  return list;
}

/** Page numbers with previous and next; nothing when there is a single page. */
export function Pager({
  page,
  totalPages,
  onChange,
  isBusy = false,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  isBusy?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} aria-busy={isBusy}>
      <button
        type="button"
        className="pager__button"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {slots(page, totalPages).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            className={`pager__button${slot === page ? ' pager__button--current' : ''}`}
            aria-label={t('pager.page', { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onChange(slot)}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className="pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pager__button"
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
