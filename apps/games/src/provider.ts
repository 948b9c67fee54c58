import type { FastifyInstance } from 'fastify';
import { maintenancePage } from './maintenance-page';

export type ProviderOptions = {
  /** Where the player goes when leaving a game (the portal). */
  portalUrl: string;
};

/**
 * The built-in game provider: it serves the game pages that launch addresses open, under /play. Its game engines
 * arrive with the vendor-protocol issue; until then every game shows the provider's "under maintenance" state, a
 * real state vendors have, and no game pretends to play.
 */
export async function gamesProvider(app: FastifyInstance, options: ProviderOptions): Promise<void> {
  app.get<{ Params: { vendor: string; gameCode: string }; Querystring: { lang?: string; back?: string } }>(
    '/play/:vendor/:gameCode',
    async (request, reply) => {
      const { vendor, gameCode } = request.params;
      const back =
        request.query.back?.startsWith('/') || request.query.back?.startsWith(options.portalUrl)
          ? request.query.back
          : options.portalUrl;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(maintenancePage({ vendor, gameCode, language: request.query.lang ?? 'en', back }));
    },
  );
}
