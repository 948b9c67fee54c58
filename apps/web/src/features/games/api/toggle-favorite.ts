import { THROTTLE_MS } from '@playhall/contracts/constants';
import type { GameTile } from '@playhall/contracts/lobby';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { showMessage } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { useSessionToken } from '@/lib/session-token';
import { useTranslation } from '@/lib/use-translation';
import { favoriteIdsQueryOptions } from './get-favorite-ids';

export function addFavorite(nodeId: number): Promise<{ nodeId: number }> {
  return apiRequest('/wps/member/favorites', { method: 'POST', body: { nodeId } });
}

export function removeFavorite(nodeId: number): Promise<{ nodeId: number }> {
  return apiRequest(`/wps/member/favorites/${nodeId}`, { method: 'DELETE' });
}

/**
 * The heart of a tile (portal-shell spec §4 "Lobby filtering"): the local ids change first, then the server is
 * told; a failure puts the ids back and says why. A game can be toggled at most once a second (spec §9).
 */
export function useFavoriteToggle(): (tile: GameTile) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const lastToggle = useRef(new Map<number, number>());
  return useCallback(
    (tile: GameTile) => {
      const now = Date.now();
      const last = lastToggle.current.get(tile.nodeId) ?? 0;
      if (now - last < THROTTLE_MS.favourite) return;
      lastToggle.current.set(tile.nodeId, now);
      const { queryKey } = favoriteIdsQueryOptions(token, true);
      const before = queryClient.getQueryData(queryKey) ?? [];
      const isFavorite = before.includes(tile.nodeId);
      queryClient.setQueryData(
        queryKey,
        isFavorite ? before.filter((id) => id !== tile.nodeId) : [...before, tile.nodeId],
      );
      (isFavorite ? removeFavorite(tile.nodeId) : addFavorite(tile.nodeId)).then(
        () => queryClient.invalidateQueries({ queryKey: ['games', 'favorites'], exact: false }),
        (error: unknown) => {
          queryClient.setQueryData(queryKey, (current: number[] | undefined) =>
            isFavorite
              ? [...(current ?? []).filter((id) => id !== tile.nodeId), tile.nodeId]
              : (current ?? []).filter((id) => id !== tile.nodeId),
          );
          showMessage(errorMessage(t, error), 'warning');
        },
      );
    },
    [queryClient, token, t],
  );
}
