import { Icon } from '@/components/ui/icon';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/use-translation';

const FIELDS = ['bankName', 'accountNumber', 'accountName'] as const;

/** The account to pay into, each value with a copy button (the copy confirmation dialog of the shell). */
export function BankDetails({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <div className="bank-details">
      <p className="bank-details__title">
        <Icon name="bank" size={18} />
        {t('deposit.payInto')}
      </p>
      <dl className="bank-details__list">
        {FIELDS.map((field) =>
          details[field] ? (
            <div key={field} className="bank-details__row">
              <dt>{t(`deposit.bank.${field}`)}</dt>
              <dd>
                <span className="bank-details__value">{details[field]}</span>
                <button
                  type="button"
                  className="bank-details__copy"
                  aria-label={t('deposit.copy', { field: t(`deposit.bank.${field}`) })}
                  onClick={() => void copyText(details[field] ?? '')}
                >
                  <Icon name="copy" size={16} />
                </button>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="bank-details__note">{t('deposit.payIntoNote')}</p>
    </div>
  );
}
