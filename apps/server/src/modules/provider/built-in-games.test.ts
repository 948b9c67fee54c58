import { createHash } from 'node:crypto';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { gamePlayer } from '../../../test/games';
import { vendorClient } from '../../../test/vendor';

/**
 * The built-in provider mounted in the portal: its game pages' API plays real rounds and moves money only through
 * the wallet, over HTTP, signed like any vendor (PROVIDER-PROTOCOL.md).
 */
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
});
afterAll(async () => t.close());

const { play, launched, start, walletBalance } = gamePlayer(() => t);

describe('slot rounds in real play', () => {
  it('takes the stake and pays the win through the wallet, and keeps the round', async () => {
    const player = await start(10_000n);
    expect(player.created).toMatchObject({
      engine: 'slot',
      mode: 'real',
      balance: '100.00',
      currency: 'CNY',
      // The page shows its times on the brand's clock, as the portal does.
      timeZone: 'Asia/Shanghai',
    });
    const spun = await play('POST', '/play/api/slot/spin', player.token, { stake: '1.00' });
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    const payout = parseAmount(spun.body.round.payout);
    expect(spun.body.round.status).toBe('SETTLED');
    expect(await walletBalance(player.username)).toBe(10_000n - 100n + payout);
    expect(spun.body.balance).toBe(formatAmount(10_000n - 100n + payout));
    const [bet] = await t.database.query<{ stake: bigint; payout: bigint; status: string }>(
      `select stake, payout, status from bets where tx_id = $1`,
      [`${spun.body.round.roundId}-bet`],
    );
    expect(bet).toEqual({ stake: 100n, payout, status: 'SETTLED' });
    const history = await play('GET', '/play/api/history', player.token);
    expect(history.body.rounds[0].roundId).toBe(spun.body.round.roundId);
  });

  it('refuses a stake the balance does not cover, and one the slot does not offer, moving nothing', async () => {
    const player = await start(50n);
    const broke = await play('POST', '/play/api/slot/spin', player.token, { stake: '1.00' });
    expect(broke).toEqual({ status: 409, body: { error: 'INSUFFICIENT_FUNDS' } });
    const odd = await play('POST', '/play/api/slot/spin', player.token, { stake: '0.30' });
    expect(odd).toEqual({ status: 400, body: { error: 'STAKE' } });
    expect(await walletBalance(player.username)).toBe(50n);
  });

  it('refuses a launch whose category was edited, and a request without a session', async () => {
    const player = await launched(0n, 'PG-0003', 'PG');
    const forged = await play('POST', '/play/api/session', undefined, {
      ...player.session,
      category: 'LOTT',
    });
    expect(forged).toEqual({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await play('GET', '/play/api/slot')).toEqual({ status: 401, body: { error: 'SESSION_INVALID' } });
  });
});

describe('provably fair', () => {
  it('shows the seed hash before play, reveals the seed on rotation, and the verify call recomputes the spin', async () => {
    const player = await start(10_000n);
    const { fairness } = player.created;
    const spun = (await play('POST', '/play/api/slot/spin', player.token, { stake: '2.00' })).body.round;
    expect(spun).toMatchObject({ serverSeedHash: fairness.serverSeedHash, nonce: fairness.nextNonce });
    const rotated = (await play('POST', '/play/api/fairness/rotate', player.token)).body;
    expect(createHash('sha256').update(rotated.previous.serverSeed).digest('hex')).toBe(
      fairness.serverSeedHash,
    );
    expect(rotated.current.serverSeedHash).not.toBe(fairness.serverSeedHash);
    const verified = await play('POST', '/play/api/verify', undefined, {
      kind: 'slot',
      gameCode: 'PG-0003',
      serverSeed: rotated.previous.serverSeed,
      clientSeed: spun.clientSeed,
      nonce: spun.nonce,
      stake: '2.00',
    });
    expect(verified.body).toMatchObject({
      grid: spun.grid,
      payout: spun.payout,
      serverSeedHash: fairness.serverSeedHash,
    });
    const history = (await play('GET', '/play/api/history', player.token)).body.rounds;
    expect(history[0].serverSeed).toBe(rotated.previous.serverSeed);
  });

  it('starts a new seed pair when the player sets a client seed', async () => {
    const player = await start(0n);
    const seeded = await play('POST', '/play/api/fairness/client-seed', player.token, {
      clientSeed: 'my-lucky-seed',
    });
    expect(seeded.body).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    expect(seeded.body.serverSeedHash).not.toBe(player.created.fairness.serverSeedHash);
    expect(
      (await play('POST', '/play/api/fairness/client-seed', player.token, { clientSeed: ' ' })).status,
    ).toBe(400);
  });
});

describe('demo play', () => {
  it('plays with play money and never calls the wallet', async () => {
    const [trial] = await t.database.query<{ game_code: string; vendor_code: string }>(
      `select game_code, vendor_code from games where free_trial and category_code = 'RNG' order by node_id limit 1`,
    );
    const player = await launched(10_000n, trial?.game_code ?? '', trial?.vendor_code ?? '', true);
    const callbacks = async () =>
      (await t.database.query<{ n: bigint }>('select count(*)::bigint as n from provider_callbacks'))[0]?.n;
    const before = await callbacks();
    const created = (await play('POST', '/play/api/session', undefined, player.session)).body;
    expect(created).toMatchObject({ mode: 'demo', balance: '2000.00' });
    const spun = (await play('POST', '/play/api/slot/spin', created.session, { stake: '5.00' })).body;
    expect(spun.balance).toBe(formatAmount(200_000n - 500n + parseAmount(spun.round.payout)));
    expect(await callbacks()).toBe(before);
    expect(await walletBalance(player.username)).toBe(10_000n);
  });
});

describe('lottery tickets', () => {
  it('takes a ticket on the open draw, and the draw settles it through the wallet', async () => {
    const player = await start(100_000n, 'TCG_LOTTO_VN-0002', 'TCG_LOTTO_VN');
    expect(player.created.engine).toBe('lottery');
    const view = (await play('GET', '/play/api/lottery', player.token)).body;
    expect(view).toMatchObject({ family: 'VN', isBettingOpen: true });
    // The page's countdown runs on the server's clock, which the view carries.
    expect(Math.abs(Date.parse(view.serverTime) - Date.now())).toBeLessThan(5_000);
    const placed = await play('POST', '/play/api/lottery/tickets', player.token, {
      betType: view.betTypes[0].betType,
      selection: view.betTypes[0].selection.example,
      stake: '10.00',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({
      balance: '990.00',
      ticket: { status: 'OPEN', drawId: view.current.drawId },
    });
    // The draw's time comes.
    await t.database.query(`update gp_draws set draws_at = now() - interval '1 second' where draw_id = $1`, [
      view.current.drawId,
    ]);
    await runJob(t, 'games-lottery-draws');
    const [ticket] = (await play('GET', '/play/api/lottery/tickets', player.token)).body.tickets;
    expect(['WON', 'LOST']).toContain(ticket.status);
    const won = parseAmount(ticket.payout);
    expect(await walletBalance(player.username)).toBe(100_000n - 1_000n + won);
    const drawn = (await play('GET', '/play/api/lottery', player.token)).body.previous[0];
    expect(drawn.drawId).toBe(view.current.drawId);
    expect(createHash('sha256').update(drawn.serverSeed).digest('hex')).toBe(view.current.serverSeedHash);
  });

  it('refuses unknown bet types, bad selections and stakes', async () => {
    const player = await start(100_000n, 'TCG_LOTTO_VN-0002', 'TCG_LOTTO_VN');
    const view = (await play('GET', '/play/api/lottery', player.token)).body;
    const type = view.betTypes[0];
    const attempts: [Record<string, string>, string][] = [
      [{ betType: 'nope', selection: type.selection.example, stake: '10.00' }, 'BET_TYPE'],
      [{ betType: type.betType, selection: 'zz', stake: '10.00' }, 'SELECTION'],
      [{ betType: type.betType, selection: type.selection.example, stake: '10.50' }, 'STAKE'],
    ];
    for (const [body, error] of attempts) {
      expect((await play('POST', '/play/api/lottery/tickets', player.token, body)).body.error).toBe(error);
    }
    expect(await walletBalance(player.username)).toBe(100_000n);
  });
});

describe('settlement retries', () => {
  it('cancels a bet nobody answered and pays a win that did not get through', async () => {
    const player = await start(10_000n);
    const [seed] = await t.database.query<{ id: bigint; owner: string }>(
      `select id, owner from gp_seeds where revealed_at is null order by id desc limit 1`,
    );
    const member = seed?.owner.slice('player:'.length) ?? '';
    const insertRound = (roundId: string, nonce: number, status: string) =>
      t.database.query(
        `insert into gp_rounds (round_id, owner, mode, player_id, vendor_code, game_code, seed_id, nonce, currency, stake,
           payout, outcome, status, created_at)
         values ($1, $2, 'real', $3, 'PG', 'PG-0003', $4, $5, 'CNY', 100, 300, '{"grid":[],"lineWins":[],"scatterWin":null}',
           $6, now() - interval '1 minute')`,
        [roundId, seed?.owner, member, seed?.id, nonce, status],
      );
    // A crash after recording a round, before its bet reached the wallet.
    await insertRound('Sstale', 900, 'BETTING');
    // A crash after the wallet took the stake, before the win was sent.
    await insertRound('Spaying', 901, 'PAYING');
    const vendor = vendorClient(t);
    const launchToken = String(player.session.token);
    expect(
      (
        await vendor.call('bet', {
          txId: 'Spaying-bet',
          token: launchToken,
          playerId: member,
          roundId: 'Spaying',
          gameCode: 'PG-0003',
          amount: '1.00',
          currency: 'CNY',
        })
      ).body.status,
    ).toBe('OK');
    expect(await runJob(t, 'games-settlement-retries')).toBe(2);
    const statuses = await t.database.query<{ round_id: string; status: string }>(
      `select round_id, status from gp_rounds where round_id in ('Sstale', 'Spaying') order by round_id`,
    );
    expect(statuses).toEqual([
      { round_id: 'Spaying', status: 'SETTLED' },
      { round_id: 'Sstale', status: 'CANCELLED' },
    ]);
    expect(await walletBalance(player.username)).toBe(10_000n - 100n + 300n);
    expect(await runJob(t, 'games-settlement-retries')).toBe(0);
  });
});

describe('the game page', () => {
  it('issue 11.14: its Back link stays on the portal, however `back` is written', async () => {
    for (const back of [
      '/%5Cevil.example',
      '%2F%5Cevil.example',
      '//evil.example',
      'https://evil.example/',
    ]) {
      const response = await fetch(`${t.config.PUBLIC_URL}/play/PG/PG-0003?mode=demo&cat=RNG&back=${back}`);
      const page = await response.text();
      expect(page, back).not.toContain('evil.example');
      expect(page, back).toContain(JSON.stringify(t.config.PUBLIC_URL).slice(1, -1));
    }
    const own = await fetch(`${t.config.PUBLIC_URL}/play/PG/PG-0003?mode=demo&cat=RNG&back=/lobby/slot`);
    expect(await own.text()).toContain(`${t.config.PUBLIC_URL}/lobby/slot`);
  });
});

describe('one name per game', () => {
  it('the lobby tile, the launch, the game page and the betting record call a game by one name', async () => {
    for (const [gameCode, vendor, language] of [
      ['PG-0003', 'PG', 'en'],
      ['TCG_LOTTO_VN-0002', 'TCG_LOTTO_VN', 'vi'],
    ] as const) {
      const tileIn = async (lang: string) =>
        (
          await api(t, 'GET', `/lgw/games?vassalage=${vendor}&pageSize=5&language=${lang}`)
        ).body.value.games.find((game: { gameCode: string }) => game.gameCode === gameCode);
      const tile = await tileIn(language);
      const player = await start(100_000n, gameCode, vendor);
      expect(player.gameName).toBe((await tileIn('en')).gameName);
      const address = new URL(player.page);
      address.searchParams.set('lang', language);
      const page = await (await fetch(address)).text();
      // The page's title and its configuration carry the name; the launch answered it in the member's language.
      expect(page, gameCode).toContain(`<title>${tile.gameName} · `);
      expect(page).toContain(`"title":${JSON.stringify(tile.gameName)}`);
      if (player.created.engine === 'slot') {
        expect((await play('POST', '/play/api/slot/spin', player.token, { stake: '1.00' })).status).toBe(200);
      } else {
        const view = (await play('GET', '/play/api/lottery', player.token)).body;
        const type = view.betTypes[0];
        const ticket = { betType: type.betType, selection: type.selection.example, stake: '10.00' };
        expect((await play('POST', '/play/api/lottery/tickets', player.token, ticket)).status).toBe(200);
      }
      const record = await api(t, 'GET', '/wps/member/bets', {
        token: player.memberToken,
        headers: { 'accept-language': language },
      });
      expect(record.body.value.content[0]).toMatchObject({ gameCode, gameName: tile.gameName });
    }
  });
});
