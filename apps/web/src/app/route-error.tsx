import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { errorMessage, failureCode } from '@/lib/error-message';
import { isChunkLoadError } from '@/lib/lazy-import';
import { useTranslation } from '@/lib/use-translation';

/**
 * The error view of a route. A chunk that did not load shows as ChunkLoadError or CSS_CHUNK_LOAD_FAILED with a
 * retry that reloads the page (a new deploy needs the new index); anything else gets a friendly message.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const isChunk = isChunkLoadError(error);

  return (
    <div className={fullPage ? 'route-error route-error--full' : 'route-error'} role="alert">
      {isNotFound ? (
        <StatePanel icon="grid" title={t('pages.notFound')} description={t('common.notFoundBody')}>
          <Link className={buttonClass('gold')} to="/">
            {t('common.backHome')}
          </Link>
        </StatePanel>
      ) : (
        <StatePanel
          icon={isChunk ? 'refresh' : 'alert'}
          tone="error"
          title={isChunk ? t('common.chunkErrorTitle') : t('common.errorTitle')}
          description={errorMessage(t, error)}
        >
          <Button variant="gold" icon="refresh" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Link className={buttonClass('ghost')} to="/">
            {t('common.backHome')}
          </Link>
          {isChunk ? <p className="route-error__code">{failureCode(error)}</p> : null}
        </StatePanel>
      )}
    </div>
  );
}
