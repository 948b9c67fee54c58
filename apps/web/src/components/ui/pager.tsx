import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { pagerSlots } from './pager-slots';
import './data.css';

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
      {pagerSlots(page, totalPages).map((slot) =>
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
