import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';

/** Where the login and register forms will sit: an honest "accounts open in the next release" state. */
export function AccountsSoon({ icon, title }: { icon: IconName; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="accounts-soon">
      <span className="accounts-soon__icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="accounts-soon__title">{title}</p>
      <p className="accounts-soon__text">{t('account.soonBody')}</p>
      <ul className="accounts-soon__list">
        <li>
          <Icon name="sparkles" size={16} />
          {t('account.soonBrowse')}
        </li>
        <li>
          <Icon name="shield" size={16} />
          {t('account.soonSafe')}
        </li>
      </ul>
    </div>
  );
}
