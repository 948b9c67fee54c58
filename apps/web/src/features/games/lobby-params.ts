import { type GameCategory, RNG_SUB_TYPES } from '@playhall/contracts/games';
import type { GameClassify } from './api/get-games';

/** The classification menu (portal-shell spec §2): the special lists, then the category's sub-types. */
export type LobbyClassify = GameClassify | 'FAV' | 'RECENT';

/** Lists that belong to the member: choosing them needs a login (spec §4 "Lobby filtering"). */
export const MEMBER_LISTS: readonly LobbyClassify[] = ['FAV', 'RECENT'];

/** ALL, HOT, RECENT, FAV, then NEW and the sub-types for RNG only (BG is offered with Thai, which every brand has). */
export function classifyOptions(category: GameCategory): LobbyClassify[] {
  const lists: LobbyClassify[] = ['ALL', 'HOT', 'RECENT', 'FAV'];
  return category === 'RNG' ? [...lists, 'NEW', ...RNG_SUB_TYPES] : lists;
}

export type LobbyState = {
  vassalage: string | null;
  classify: LobbyClassify;
  name: string;
  page: number;
};

/** The lobby's state lives in the address (shareable, back-button friendly): ?vassalage&classify&name&page. */
export function readLobbyState(params: URLSearchParams, category: GameCategory): LobbyState {
  const wanted = params.get('classify');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    vassalage: params.get('vassalage') || null,
    classify: classifyOptions(category).find((option) => option === wanted) ?? 'ALL',
    name: (params.get('name') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function writeLobbyState(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vassalage) params.set('vassalage', state.vassalage);
  if (state.classify !== 'ALL') params.set('classify', state.classify);
  if (state.name) params.set('name', state.name);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
