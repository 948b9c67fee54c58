import type { BetStatus } from '@playhall/contracts/bets';
import type { GameCategory } from '@playhall/contracts/games';
import { BET_STATUSES } from '@playhall/contracts/record-types';
import type { GameMenu } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';

export type TeamBetChoice = {
  account?: string;
  category?: GameCategory;
  vendor?: string;
  status?: BetStatus;
};

const ANY = '';

/** The team record's filters: one member by account, a game category and its vendors, a status. */
export function TeamBetFilters({
  value,
  onChange,
}: {
  value: TeamBetChoice;
  onChange(next: TeamBetChoice): void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: menus } = useQuery({ ...gameMenusQueryOptions(language), select: orderMenus });
  const [account, setAccount] = useState(value.account ?? '');
  const menu: GameMenu | undefined = menus?.find((candidate) => candidate.gameCategory === value.category);
  const vendors = menu ? menu.vendors : (menus ?? []).flatMap((candidate) => candidate.vendors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = account.trim();
    onChange({ ...value, account: typed || undefined });
  };
  return (
    <form className="team-bet-filters" onSubmit={submit}>
      <TextField label={t('teamBets.account')} value={account} maxLength={40} onChange={setAccount} />
      <SelectField<string>
        label={t('teamBets.category')}
        value={value.category ?? ANY}
        options={[
          { value: ANY, label: t('teamBets.any') },
          ...(menus ?? []).map((candidate) => ({
            value: candidate.gameCategory,
            label: t(`categories.${candidate.gameCategory}`),
          })),
        ]}
        onChange={(next) =>
          onChange({ ...value, category: (next || undefined) as GameCategory | undefined, vendor: undefined })
        }
      />
      <SelectField<string>
        label={t('teamBets.vendor')}
        value={value.vendor ?? ANY}
        options={[
          { value: ANY, label: t('teamBets.any') },
          ...[...new Map(vendors.map((vendor) => [vendor.vassalage, vendor.displayName]))].map(
            ([code, name]) => ({
              value: code,
              label: name,
            }),
          ),
        ]}
        onChange={(next) => onChange({ ...value, vendor: next || undefined })}
      />
      <SelectField<string>
        label={t('teamBets.status')}
        value={value.status ?? ANY}
        options={[
          { value: ANY, label: t('teamBets.counted') },
          ...BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) })),
        ]}
        onChange={(next) => onChange({ ...value, status: (next || undefined) as BetStatus | undefined })}
      />
      <Button type="submit" variant="outline" icon="search">
        {t('teamBets.apply')}
      </Button>
    </form>
  );
}
