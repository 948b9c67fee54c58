import type { MemberInfo } from '@playhall/contracts/accounts';
import { use } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { loadCentreCatalogue } from '@/lib/i18n';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useTranslation } from '@/lib/use-translation';
import { AccountFrame } from './account-frame';
import './account-ready.css';

// The nudges speak the centre's words, which the home page never loads: they come with this chunk (its modal
// suspends on them), so the shell's catalogue, and the home route, carry none of them (decision 0036). The
// deposit page the first button opens needs the same words.
const centreWords = loadCentreCatalogue();

export const DEPOSIT_PATH = '/member?page=depositv2';

/**
 * What the register popup shows instead of its form once there is an account (decision 0036): a new member's
 * welcome with the first deposit a click away, or, for a member already signed in who opens /register, whose
 * account this is and the way to it.
 */
export function AccountReadyModal({
  member,
  isNew,
  onClose,
}: {
  member: MemberInfo;
  isNew: boolean;
  onClose: () => void;
}) {
  use(centreWords);
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const name = member.nickname || member.account;
  // The popup closes first: closing /register's popup returns to the lobby, and the chosen page comes after.
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <AccountFrame
      title={isNew ? t('nudges.welcomeTitle', { name }) : t('nudges.signedInTitle')}
      onClose={onClose}
      width={460}
    >
      <div className="account-ready">
        <span className="account-ready__badge">
          <Icon name={isNew ? 'sparkles' : 'user'} size={28} />
        </span>
        <p className="account-ready__account" data-testid="ready-account">
          {member.account}
        </p>
        <p className="account-ready__text">
          {isNew ? t('nudges.welcomeBody') : t('nudges.signedInBody', { name: member.account })}
        </p>
        <div className="account-ready__actions">
          <Button variant="gold" size="lg" icon="deposit" autoFocus onClick={() => go(DEPOSIT_PATH)}>
            {t('nudges.depositNow')}
          </Button>
          <Button variant="ghost" size="lg" onClick={() => go(isNew ? '/' : '/member')}>
            {isNew ? t('nudges.explore') : t('nudges.myAccount')}
          </Button>
        </div>
      </div>
    </AccountFrame>
  );
}
