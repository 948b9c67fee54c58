import type { Country } from '@playhall/contracts/system';
import type { ReactNode } from 'react';
import { CountrySelect } from '@/components/ui/country-select';
import { TextField } from '@/components/ui/form-field';
import type { BoundField } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';

/** A mobile number with its country dialing code in front. */
export function PhoneField({
  field,
  dialing,
  label,
  optionalLabel,
  suffix,
}: {
  field: BoundField<string>;
  dialing: {
    countries: readonly Country[];
    code: string;
    setCode(code: string): void;
    flagSrc(country: Country): string;
  };
  label?: string;
  optionalLabel?: string | undefined;
  suffix?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      onChange={(value) => field.onChange(value.replace(/[^0-9\s-]/g, ''))}
      label={label ?? t('account.mobile')}
      optionalLabel={optionalLabel}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      prefix={
        <CountrySelect
          countries={dialing.countries}
          value={dialing.code}
          onChange={dialing.setCode}
          flagSrc={dialing.flagSrc}
          label={t('account.countryCode')}
          searchLabel={t('account.countrySearch')}
          emptyLabel={t('account.countryNone')}
        />
      }
      suffix={suffix}
    />
  );
}
