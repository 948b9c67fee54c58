import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import type { DepositChannel } from '../../api/types';

/** The deposit channels as a radio group of cards: name, kind and limits. */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: readonly DepositChannel[];
  value: string;
  onChange(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="channel-picker">
      <legend className="channel-picker__legend">{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <label
          key={channel.id}
          className={`channel-card${channel.id === value ? ' channel-card--selected' : ''}`}
        >
          <input
            type="radio"
            name="deposit-channel"
            className="visually-hidden"
            value={channel.id}
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <span className="channel-card__icon">
            <Icon name={channel.kind === 'BANK_TRANSFER' ? 'bank' : 'globe'} size={22} />
          </span>
          <span className="channel-card__text">
            <span className="channel-card__name">{channel.name}</span>
            {t(`deposit.kind.${channel.kind}`) === channel.name ? null : (
              <span className="channel-card__kind">{t(`deposit.kind.${channel.kind}`)}</span>
            )}
            <span className="channel-card__limits">
              <Money amount={channel.minAmount} /> – <Money amount={channel.maxAmount} />
            </span>
          </span>
          <span className="channel-card__check" aria-hidden="true">
            <Icon name="check" size={14} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
