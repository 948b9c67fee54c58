import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { betBody, launchedPlayer, vendorClient, winBody } from '../../../test/vendor';

// The lobby's "latest winners": what the wallet paid out, but only where the payout beat the stake.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the winner board', () => {
  it('lists real wins only: a return below or equal to the stake is no win', async () => {
    const vendor = vendorClient(t);
    const player = await launchedPlayer(t, 100_000n);
    /** One round of 10 staked, paid in the given payouts (the last one closes the round). */
    async function round(...payouts: string[]) {
      const bet = betBody(player, { amount: '10.00' });
      expect((await vendor.call('bet', bet)).body.status).toBe('OK');
      for (const [index, amount] of payouts.entries()) {
        const win = winBody(bet, { amount, roundClosed: index === payouts.length - 1 });
        expect((await vendor.call('win', win)).body.status).toBe('OK');
      }
    }
    await round('25.00'); // a win
    await round('4.00'); // back less than the stake
    await round('10.00'); // the stake back
    await round('6.00', '6.00'); // a win in two payouts: 12 on 10
    const board = (await api(t, 'GET', '/lgw/games/winners?gameCategory=ALL&language=en&limitNum=50')).body
      .value;
    expect(board.map((row: { winAmount: string }) => row.winAmount)).toEqual(['6.00', '6.00', '25.00']);
    expect(board[0]).toMatchObject({ gameId: 'PG-0003', vo: { gameType: 'RNG', vassalage: 'PG' } });
  });
});
