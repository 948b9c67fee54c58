import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import type { MemberActivity } from '../api/activities';

/** A reload bonus's rules in a sentence: the percentage of a later deposit, its cap and minimum, once a day. */
export function ReloadRulesLine({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const rules = activity.rules;
  if (!('joinRequired' in rules)) return null;
  return (
    <p className="activity-card__rules">
      {t(rules.joinRequired ? 'luckyWheel.reloadRulesJoin' : 'luckyWheel.reloadRules', {
        percent: rules.percent,
        max: formatMoney(rules.maxBonus, symbol),
        min: formatMoney(rules.minDeposit, symbol),
        multiple: rules.wageringMultiple,
      })}
    </p>
  );
}
