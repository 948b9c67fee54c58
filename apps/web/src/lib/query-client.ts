import type { ErrorCode } from '@playhall/contracts/error-codes';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, ClientErrorCode } from './api-client';

const RETRIABLE = new Set<string>([
  ClientErrorCode.NETWORK_ERROR,
  ClientErrorCode.TIMEOUT,
  'SERVICE_UNAVAILABLE' satisfies ErrorCode,
  'INTERNAL_ERROR' satisfies ErrorCode,
]);

/** One client for the whole app; route loaders (guards) use it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Retry only what a retry can fix: a network hiccup, not a refusal (maintenance, region, 4xx).
      retry: (failureCount, error) =>
        failureCount < 2 && error instanceof ApiError && RETRIABLE.has(error.code),
    },
    mutations: { retry: false },
  },
});
