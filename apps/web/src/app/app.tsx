import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppLoader } from './app-loader';
import { router } from './router';
import { isOperatorConsole } from './routes/operator-console';
import { StatusGate } from './status-gate';

const isOnConsole = () => isOperatorConsole(router.state.location.pathname);
const isRouterInitialized = () => router.state.initialized;

export function App() {
  // Only a move in or out of the console renders the gate again, not every navigation.
  const isConsole = useSyncExternalStore(router.subscribe, isOnConsole);
  // RouterProvider reads the router's state as it renders and subscribes only when it commits. The gate renders
  // the app as a transition, which yields between the two: a router that finished loading its first route in
  // that gap left the app on the loader for good (about one page load in fifteen on two cores). It mounts once
  // the first route is ready; after that the router's state changes only by a navigation, which starts after the
  // provider has subscribed.
  const isRouterReady = useSyncExternalStore(router.subscribe, isRouterInitialized);
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate isOperatorConsole={isConsole}>
        <Suspense fallback={<AppLoader />}>
          {isRouterReady ? <RouterProvider router={router} /> : <AppLoader />}
        </Suspense>
      </StatusGate>
    </QueryClientProvider>
  );
}
