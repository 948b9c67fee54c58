import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The ids of the member's favourite games; real members only (the hearts are not shown to others). */
export function getFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  return apiRequest<number[]>('/wps/member/favorites/ids', { signal });
}

export function favoriteIdsQueryOptions(token: string | null, isRealMember: boolean) {
  return queryOptions({
    queryKey: ['games', 'favorites', 'ids', token],
    queryFn: ({ signal }) => getFavoriteIds(signal),
    enabled: token !== null && isRealMember,
    staleTime: 5 * 60_000,
  });
}

/** The favourite ids as a set, or null where no heart is shown (guests, trial accounts). */
export function useFavoriteIdSet(): ReadonlySet<number> | null {
  const session = useSession();
  const isRealMember = session.isLogin && !session.isTrial;
  const { data } = useQuery({
    ...favoriteIdsQueryOptions(session.token, isRealMember),
    select: toIdSet,
  });
  if (!isRealMember) return null;
  return data ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();

// One function for every render: TanStack runs `select` again whenever its identity changes, and a new Set is a
// new result each time (structural sharing keeps only plain objects and arrays).
function toIdSet(ids: number[]): ReadonlySet<number> {
  return new Set(ids);
}
