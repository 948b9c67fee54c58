import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppLoader } from './app-loader';
import { router } from './router';
import { isOperatorConsole } from './routes/operator-console';
import { StatusGate } from './status-gate';

const isOnConsole = () => isOperatorConsole(router.state.location.pathname);

export function App() {
  // Only a move in or out of the console renders the gate again, not every navigation.
  const isConsole = useSyncExternalStore(router.subscribe, isOnConsole);
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate isOperatorConsole={isConsole}>
        <Suspense fallback={<AppLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </StatusGate>
    </QueryClientProvider>
  );
}
