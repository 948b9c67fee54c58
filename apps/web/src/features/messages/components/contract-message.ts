import type { IconName } from '@/components/ui/icon';
import type { TFunction } from '@/lib/translator';
import type { BrandTime } from '@/lib/use-brand-time';

type Look = { icon: IconName; tone: 'good' | 'bad' | 'info' };

/** The six contract messages (issue 14): an offer, its acceptance or rejection, an ending, a payment or a wait. */
export const CONTRACT_LOOKS: Record<string, Look> = {
  CONTRACT_OFFERED: { icon: 'clipboard', tone: 'info' },
  CONTRACT_ACCEPTED: { icon: 'checkCircle', tone: 'good' },
  CONTRACT_REJECTED: { icon: 'xCircle', tone: 'bad' },
  CONTRACT_ENDED: { icon: 'hourglass', tone: 'bad' },
  CONTRACT_PAID: { icon: 'coins', tone: 'good' },
  CONTRACT_WAITING_FUNDS: { icon: 'alert', tone: 'info' },
};

export const isContractMessage = (kind: string) => kind in CONTRACT_LOOKS;

/**
 * A contract message's placeholders in the reader's words: the kind's name, the other agent, why it ended (a code
 * the server sends), when it ends and the amount (already formatted by the caller).
 */
export function contractMessageParams(
  t: TFunction,
  params: Record<string, string>,
  time: BrandTime,
  amount: string,
): Record<string, string> {
  const reasonKey = `contracts.endReasons.${params.reason ?? ''}`;
  return {
    kind: params.kind ? t(`contracts.kinds.${params.kind}`) : '',
    from: params.from ?? '',
    by: params.by ?? '',
    reason: params.reason ? t(reasonKey) : '',
    endsAt: params.endsAt ? time.dateTime(params.endsAt) : '',
    amount,
  };
}
