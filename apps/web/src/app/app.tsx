import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppLoader } from './app-loader';
import { router } from './router';
import { StatusGate } from './status-gate';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <Suspense fallback={<AppLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </StatusGate>
    </QueryClientProvider>
  );
}
