import type { MemberInfo } from '@playhall/contracts/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useBrandTime } from '@/lib/use-brand-time';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { updateProfile } from '../../api/update-profile';
import { useSecurityAction } from './use-security-action';

const NICKNAME_MAX = 30;
const REAL_NAME = { min: 2, max: 50 };

/** Account (read only), nickname (editable), and the real name and birthday, which can be set once. */
export function ProfileCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const action = useSecurityAction();
  const [isEditing, setEditing] = useState(false);
  const form = useForm({ nickname: info.nickname ?? '', realName: '', birthday: '' }, (values) => ({
    nickname: values.nickname.trim() === '' ? t('validation.required') : undefined,
    realName:
      values.realName.trim() !== '' &&
      (values.realName.trim().length < REAL_NAME.min || values.realName.trim().length > REAL_NAME.max)
        ? t('validation.realName')
        : undefined,
  }));

  const save = async (field: 'nickname' | 'realName' | 'birthday') => {
    if (!form.validateFields([field])) return;
    const value = form.values[field].trim();
    if (field !== 'nickname' && value === '') {
      form.setFieldError(field, t('validation.required'));
      return;
    }
    const done = await action.run(() => updateProfile({ [field]: value }));
    if (done) {
      if (field === 'nickname') setEditing(false);
      showToast(t('security.saved'));
    }
  };

  return (
    <section className="security-card security-card--profile">
      <header className="security-card__head">
        <span className="security-card__avatar" aria-hidden="true">
          {info.account.slice(0, 1).toUpperCase()}
        </span>
        <div className="security-card__who">
          <h2 className="security-card__title">{info.account}</h2>
          <p className="security-card__meta">
            {t('security.memberSince', { date: time.date(info.createdAt) })}
          </p>
        </div>
      </header>
      <dl className="security-facts">
        <div>
          <dt>{t('security.nickname')}</dt>
          <dd>
            {isEditing ? (
              <span className="security-inline">
                <TextField
                  {...form.bind('nickname')}
                  label={t('security.nickname')}
                  maxLength={NICKNAME_MAX}
                  autoFocus
                />
                <Button
                  size="sm"
                  variant="gold"
                  disabled={action.isBusy}
                  onClick={() => void save('nickname')}
                >
                  {t('security.save')}
                </Button>
              </span>
            ) : (
              <span className="security-facts__value">
                {info.nickname ?? t('security.notSet')}
                <button type="button" className="link-button" onClick={() => setEditing(true)}>
                  <Icon name="wrench" size={14} /> {t('security.edit')}
                </button>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('security.realName')}</dt>
          <dd>
            {info.realName ? (
              <span className="security-facts__value">{info.realName}</span>
            ) : (
              <span className="security-inline">
                <TextField
                  {...form.bind('realName')}
                  label={t('security.realName')}
                  hint={t('security.realNameOnce')}
                  autoComplete="name"
                  maxLength={REAL_NAME.max}
                />
                <Button
                  size="sm"
                  variant="gold"
                  disabled={action.isBusy}
                  onClick={() => void save('realName')}
                >
                  {t('security.save')}
                </Button>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('security.birthday')}</dt>
          <dd>
            {info.birthday ? (
              <span className="security-facts__value">{info.birthday}</span>
            ) : (
              <span className="security-inline">
                <TextField
                  {...form.bind('birthday')}
                  type="date"
                  label={t('security.birthday')}
                  hint={t('security.birthdayOnce')}
                  autoComplete="bday"
                />
                <Button
                  size="sm"
                  variant="gold"
                  disabled={action.isBusy}
                  onClick={() => void save('birthday')}
                >
                  {t('security.save')}
                </Button>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
    </section>
  );
}
