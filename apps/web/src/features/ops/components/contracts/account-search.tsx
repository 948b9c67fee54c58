import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';

/** An account to narrow a list to (either side of a contract or payment), applied when the operator searches. */
export function AccountSearch({ initial, onSearch }: { initial: string; onSearch(account: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form
      className="ops-search ops-filters__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={t('opsContracts.accountFilter')}
        value={text}
        onChange={setText}
        maxLength={64}
        autoComplete="off"
      />
      <Button type="submit" variant="gold" icon="search">
        {t('ops.search')}
      </Button>
    </form>
  );
}
