import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { Button } from './button';
import { StatePanel } from './state-panel';

/** A friendly, translated failure with a retry; the raw error never reaches the screen. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <StatePanel
        icon="alert"
        tone="error"
        title={title ?? t('common.errorTitle')}
        description={errorMessage(t, error)}
        compact={compact}
      >
        {onRetry ? (
          <Button variant="gold" icon="refresh" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </StatePanel>
    </div>
  );
}
