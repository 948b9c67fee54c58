import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/use-translation';
import { registerFieldsQueryOptions } from '../api/get-register-fields';
import { registerSettingsQueryOptions } from '../api/get-register-settings';
import { AccountFrame } from './account-frame';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotPhoneForm } from './forgot-phone-form';

type Tab = 'email' | 'mobile';

/**
 * The forgot-password modal (forgetPassModal, portal-shell spec §4): an e-mail tab and, when the phone reset
 * setting is on, a mobile tab, which is then the default.
 */
export function ForgetPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQueryOptions);
  const rules = useQuery(registerFieldsQueryOptions);
  const [chosen, setChosen] = useState<Tab | null>(null);
  const hasPhone = settings.data?.passwordChangeByPhone === true;
  const tab: Tab = hasPhone ? (chosen ?? 'mobile') : 'email';

  return (
    <AccountFrame title={t('account.forgotTitle')} onClose={onClose}>
      <div className="account-body">
        {settings.isPending ? (
          <div className="account-loading">
            <Spinner />
          </div>
        ) : (
          <>
            {hasPhone ? (
              <SegmentedTabs<Tab>
                label={t('account.forgotMethod')}
                value={tab}
                onChange={setChosen}
                options={[
                  { value: 'mobile', label: t('account.byMobile') },
                  { value: 'email', label: t('account.byEmail') },
                ]}
              />
            ) : null}
            {tab === 'mobile' ? (
              <ForgotPhoneForm rules={rules.data} onDone={onClose} />
            ) : (
              <ForgotEmailForm rules={rules.data} onDone={onClose} />
            )}
          </>
        )}
      </div>
    </AccountFrame>
  );
}
