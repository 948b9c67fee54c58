import type { Bootstrap } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { SYSTEM_STATUS, systemStatusQueryOptions } from '@/features/system/api/get-status';
import { bootstrapQueryOptions } from '@/lib/api/get-bootstrap';
import { onAccessDenied } from '@/lib/api-client';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { lazyImport } from '@/lib/lazy-import';
import { queryClient } from '@/lib/query-client';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { AppLoader } from './app-loader';

// Shown only during maintenance or to a refused region: no part of the pages that most visits see.
const StatusPage = lazy(() =>
  lazyImport(() => import('@/features/system/components/status-page')).then((m) => ({
    default: m.StatusPage,
  })),
);

/** Starts in the visitor's saved language, else the brand default, once the bootstrap is known. */
function useInitialLanguage(bootstrap: Bootstrap | undefined): boolean {
  const [isReady, setReady] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!bootstrap || started.current) return;
    started.current = true;
    writeStorage('session', STORAGE_KEYS.merchantCode, bootstrap.brand.merchantCode);
    writeStorage('local', STORAGE_KEYS.merchantCode, bootstrap.brand.merchantCode);
    const language = initialLanguage(bootstrap.brand.defaultLanguage);
    activateLanguage(language)
      .then(() => useUiStore.getState().setLanguage(language))
      .catch(() => activateLanguage('en'))
      // The whole app renders next: as a transition, in slices, so that it never holds the main thread long.
      .finally(() => startTransition(() => setReady(true)));
  }, [bootstrap]);
  return isReady;
}

/**
 * Loads the bootstrap, then shows the app, or the maintenance or access-restricted page in its place
 * (maintenance wins). The status is re-checked every 60 s and whenever a call is refused with MAINTENANCE
 * or REGION_RESTRICTED. The operator console is never replaced: operators work during maintenance.
 */
export function StatusGate({
  isOperatorConsole,
  children,
}: {
  isOperatorConsole: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const bootstrap = useQuery(bootstrapQueryOptions);
  const status = useQuery(systemStatusQueryOptions);
  const isLanguageReady = useInitialLanguage(bootstrap.data);

  useEffect(
    () =>
      onAccessDenied(
        () => void queryClient.invalidateQueries({ queryKey: systemStatusQueryOptions.queryKey }),
      ),
    [],
  );

  const code =
    status.data?.status ??
    (bootstrap.data?.maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : bootstrap.data?.regionRestriction
        ? SYSTEM_STATUS.REGION_RESTRICTED
        : SYSTEM_STATUS.NORMAL);

  // Back from maintenance or a block: whatever failed meanwhile loads again.
  const lastCode = useRef(code);
  useEffect(() => {
    if (lastCode.current !== SYSTEM_STATUS.NORMAL && code === SYSTEM_STATUS.NORMAL) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'status' });
    }
    lastCode.current = code;
  }, [code]);

  if (bootstrap.isPending || (bootstrap.data && !isLanguageReady)) return <AppLoader />;
  if (!bootstrap.data) {
    return (
      <main className="boot-error">
        <ErrorState
          error={bootstrap.error}
          title={t('common.bootErrorTitle')}
          onRetry={() => void bootstrap.refetch()}
        />
      </main>
    );
  }

  const isRefused = code === SYSTEM_STATUS.MAINTENANCE || code === SYSTEM_STATUS.REGION_RESTRICTED;
  if (isRefused && !isOperatorConsole) {
    return (
      <Suspense fallback={<AppLoader />}>
        <StatusPage
          reason={code === SYSTEM_STATUS.MAINTENANCE ? 'maintenance' : 'restricted'}
          brandName={bootstrap.data.brand.name}
          status={status.data}
          fallbackIp={bootstrap.data.location.ip}
          isRefreshing={status.isFetching}
          onRefresh={() => void status.refetch()}
        />
      </Suspense>
    );
  }
  return children;
}
