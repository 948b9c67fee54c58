import { ErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { sameOriginAddress } from '@playhall/contracts/return-path';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newSecretToken, sha256 } from '../../security/tokens';
import type { Auth } from '../session/authenticate';
import { type GameCatalogue, type GameRow, gameName } from './game-catalogue';
import type { PlayerLists } from './player-lists';
import type { VendorAdapter } from './vendor-adapter';

/** A launch token must be used to start within minutes; the game session it opens lasts a working day. */
const START_WITHIN_MINUTES = 5;
const SESSION_HOURS = 12;

export type LaunchDeps = {
  database: Database;
  catalogue: GameCatalogue;
  lists: PlayerLists;
  adapterFor: (vendorCode: string) => VendorAdapter;
  vendorStatus: (vendorCode: string) => Promise<string | undefined>;
  currency: () => Promise<string>;
  publicUrl: string;
};

/**
 * Game launch (portal-shell spec §4 "Game start routing"): a real launch needs a real member and gives the vendor a
 * token bound to player, game and currency; a demo launch needs no account but only for free-trial tiles, and
 * carries no token, so it can never touch a wallet.
 */
export function createLauncher({
  database,
  catalogue,
  lists,
  adapterFor,
  vendorStatus,
  currency,
  publicUrl,
}: LaunchDeps) {
  async function playable(gameCode: string, vendor: string | undefined): Promise<GameRow> {
    const game = await catalogue.byCode(gameCode, vendor);
    if (!game || game.isGame === 'VASSALAGE') throw new AppError(404, ErrorCode.NOT_FOUND, 'No such game.');
    const status = await vendorStatus(game.vendorCode);
    if (status !== 'ACTIVE')
      throw new AppError(409, ErrorCode.VENDOR_MAINTENANCE, 'This game provider is under maintenance.');
    return game;
  }

  async function launch(
    input: {
      gameCode: string;
      vassalage?: string | undefined;
      demo: boolean;
      language: LanguageCode;
      backUrl?: string | undefined;
    },
    auth: Auth | null,
  ): Promise<{ url: string; gameName: string }> {
    const game = await playable(input.gameCode, input.vassalage);
    const name = gameName(game, input.language);
    const origin = publicUrl.replace(/\/$/, '');
    // Only our own pages: a launch address must never become an open redirect.
    const backUrl = sameOriginAddress(input.backUrl, origin) ?? `${origin}/`;
    const adapter = adapterFor(game.vendorCode);
    if (input.demo) {
      if (!game.freeTrial) throw new AppError(403, ErrorCode.FORBIDDEN, 'This game has no free trial.');
      return {
        url: adapter.launchUrl({
          vendorCode: game.vendorCode,
          gameCode: game.gameCode,
          categoryCode: game.categoryCode,
          language: input.language,
          token: null,
          backUrl,
        }),
        gameName: name,
      };
    }
    if (!auth) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'You are not logged in, please login');
    if (auth.isTrial)
      throw new AppError(403, ErrorCode.REAL_ACCOUNT_REQUIRED, 'A real account is needed for this.');
    const token = newSecretToken();
    await database.query(
      `insert into launch_tokens (token_hash, member_id, vendor_code, game_code, currency, start_by, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), now() + make_interval(hours => $7))`,
      [
        sha256(token),
        auth.memberId,
        game.vendorCode,
        game.gameCode,
        await currency(),
        START_WITHIN_MINUTES,
        SESSION_HOURS,
      ],
    );
    await lists.recordPlayed(auth.memberId, game.nodeId);
    return {
      url: adapter.launchUrl({
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        categoryCode: game.categoryCode,
        language: input.language,
        token,
        backUrl,
      }),
      gameName: name,
    };
  }

  return { launch };
}

export type Launcher = ReturnType<typeof createLauncher>;
