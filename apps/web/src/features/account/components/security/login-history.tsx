import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import type { LoginHistoryEntry } from '../../api/get-security';

/** Recent logins: time on the brand's clock, address, method and second factor. */
export function LoginHistory({ entries }: { entries: LoginHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <StatePanel compact icon="clock" title={t('security.historyEmpty')} />;
  const label = (group: string, key: string) => {
    const path = `security.${group}.${key}`;
    return i18n.exists(path) ? t(path) : key;
  };
  return (
    <div className="history">
      <table className="history__table">
        <thead>
          <tr>
            <th scope="col">{t('security.historyTime')}</th>
            <th scope="col">{t('security.historyIp')}</th>
            <th scope="col">{t('security.historyMethod')}</th>
            <th scope="col">{t('security.historySecondFactor')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.createdAt}-${entry.ip}-${entry.method}`}>
              <td data-label={t('security.historyTime')}>
                <TimeText iso={entry.createdAt} />
              </td>
              <td data-label={t('security.historyIp')} className="history__ip">
                {entry.ip}
              </td>
              <td data-label={t('security.historyMethod')}>{label('loginMethod', entry.method)}</td>
              <td data-label={t('security.historySecondFactor')}>
                {entry.secondFactor ? label('factor', entry.secondFactor) : t('security.factor.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
