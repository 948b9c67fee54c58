import type { VipState } from '@playhall/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { apiRequest } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import './vip-label.css';

/**
 * The header's VIP label (portal-shell spec §2, member-and-agent-centres §3 vipLabelName / vipRankLevel): the
 * member's rank, opening the VIP page. Nothing while the brand has no ladder.
 */
export function VipLabel() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['rewards', 'vip', 'state'],
    queryFn: ({ signal }) => apiRequest<VipState>('/wps/member/vip/state', { signal }),
    staleTime: 30_000,
  });
  if (!data?.hasVip || data.vipLabelName === null) return null;
  return (
    <Link
      to="/member?page=playerRank"
      className="vip-label"
      aria-label={t('header.vipLabel', { name: data.vipLabelName, level: data.vipRankLevel })}
    >
      <Icon name="crown" size={14} />
      <span className="vip-label__name">{data.vipLabelName}</span>
    </Link>
  );
}
