import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, MEMBER_PASSWORD } from './accounts';
import type { TestContext } from './build-app';
import { deposit, newCashierPlayer, operatorToken, type Player } from './cashier';
import { launch, playRound } from './vendor';

export type PayoutPlayer = Player & { bankAccountId: string };

/**
 * The steps of a withdrawal for the cashier's test files, on the app the file builds (`app()` is read at each
 * call, so the steps can be made before `beforeAll` has built it).
 */
export function withdrawalSteps(app: () => TestContext) {
  /** Valid bets the way a game makes them: a round through the vendor protocol, won back, so the balance stays. */
  async function bet(player: Player, minor: bigint) {
    const t = app();
    await playRound(t, await launch(t, player.token), minor, minor);
  }

  /** A player with money, the turnover done, a bound bank account and a payment password. */
  async function readyPlayer(amount = '5000.00'): Promise<PayoutPlayer> {
    const t = app();
    const player = await newCashierPlayer(t, 'Le Van Tam');
    await deposit(t, player, amount);
    await bet(player, 100n * BigInt(Math.round(Number(amount))));
    const bank = await api(t, 'POST', '/wps/cashier/bank-accounts', {
      token: player.token,
      payload: {
        bankName: 'Vietcombank',
        accountNumber: '0123456789012',
        accountName: 'le van  TAM',
        password: MEMBER_PASSWORD,
      },
    });
    expect(bank.body.success, JSON.stringify(bank.body)).toBe(true);
    await api(t, 'POST', '/wps/member/payment-password', {
      token: player.token,
      payload: { password: MEMBER_PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    return { ...player, bankAccountId: bank.body.value.id };
  }

  function withdraw(player: PayoutPlayer, amount: string, extra: Record<string, string> = {}) {
    return api(app(), 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      payload: {
        bankAccountId: player.bankAccountId,
        amount,
        paymentPassword: '246810',
        requestId: randomUUID(),
        ...extra,
      },
    });
  }

  /** An operator's action on a withdrawal; by default as the demo operator. */
  async function act(id: string, action: string, token?: string, payload?: Record<string, unknown>) {
    const t = app();
    const as = token ?? (await operatorToken(t, 'operator'));
    return api(t, 'POST', `/ops/api/withdrawals/${id}/${action}`, {
      token: as,
      ...(payload ? { payload } : {}),
    });
  }

  return { bet, readyPlayer, withdraw, act };
}
