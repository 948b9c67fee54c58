import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { SelectField } from '@/components/ui/select-field';
import { rewardBadgesQueryOptions } from '@/features/rewards/api/get-reward-badges';
import { unreadCountQueryOptions } from '@/lib/api/get-unread-count';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { MEMBER_PAGE_GROUPS, type MemberPageEntry, type MemberPageName } from './member-page-list';

const pathOf = (name: MemberPageName) => `/member?page=${name}`;

/** A count on a menu entry, with its words for screen readers; nothing at zero. */
function MenuBadge({ badge }: { badge: { count: number; label: string } | undefined }) {
  const { t } = useTranslation();
  if (!badge || badge.count <= 0) return null;
  return (
    <span className="count-badge member-centre__badge">
      {badge.count > 99 ? '99+' : badge.count}
      <span className="visually-hidden"> {t(badge.label, { count: badge.count })}</span>
    </span>
  );
}

/**
 * The member centre's page menu: grouped links beside the page on wide screens, a select above it on phones.
 * Platform messages carry the unread count, the reward centre the rewards waiting.
 */
export function MemberCentreMenu({
  pages,
  current,
}: {
  pages: readonly MemberPageEntry[];
  current: MemberPageName;
}) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const session = useSession();
  const { data: unread } = useQuery(unreadCountQueryOptions(session.token, !session.isTrial));
  const { data: rewards } = useQuery(rewardBadgesQueryOptions(session.token, !session.isTrial));
  // The spec's badges (§2): unread messages, and rewards, missions and referral rewards waiting to be claimed.
  const badges: Partial<Record<MemberPageName, { count: number; label: string }>> = {
    messageV2: { count: unread?.count ?? 0, label: 'header.unread' },
    rewardCenter: { count: rewards?.rewards ?? 0, label: 'memberCentre.rewardsWaiting' },
    missionLeaderboard: { count: rewards?.missions ?? 0, label: 'missions.waiting' },
    referral: { count: rewards?.referrals ?? 0, label: 'referral.waiting' },
  };
  return (
    <>
      <nav className="member-centre__menu" aria-label={t('memberCentre.menu')}>
        {MEMBER_PAGE_GROUPS.map((group) => (
          <div key={group} className="member-centre__group">
            <p className="member-centre__heading">{t(`memberCentre.groups.${group}`)}</p>
            <ul className="member-centre__list">
              {pages
                .filter((entry) => entry.group === group)
                .map((entry) => (
                  <li key={entry.name}>
                    <Link
                      to={pathOf(entry.name)}
                      className={`member-centre__link${entry.name === current ? ' member-centre__link--current' : ''}`}
                      aria-current={entry.name === current ? 'page' : undefined}
                    >
                      <Icon name={entry.icon} size={18} />
                      <span className="member-centre__label">{t(`memberPages.${entry.name}`)}</span>
                      <MenuBadge badge={badges[entry.name]} />
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="member-centre__picker">
        <SelectField
          label={t('memberCentre.menu')}
          value={current}
          options={pages.map((entry) => ({
            value: entry.name,
            label: `${t(`memberCentre.groups.${entry.group}`)} · ${t(`memberPages.${entry.name}`)}`,
          }))}
          onChange={(name) => navigate(pathOf(name))}
        />
      </div>
    </>
  );
}
