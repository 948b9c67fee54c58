import { afterEach, describe, expect, test } from 'vitest';
import { queryClient } from './query-client';
import { endSession } from './session-end';

/** A query whose call never answers on its own: it ends only when its signal aborts. */
function startHangingQuery(queryKey: string[]): { aborted: () => boolean } {
  let signal: AbortSignal | undefined;
  void queryClient
    .fetchQuery({
      queryKey,
      queryFn: (context) => {
        signal = context.signal;
        return new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      },
    })
    .catch(() => undefined);
  return { aborted: () => signal?.aborted ?? false };
}

describe('ending the session on this device', () => {
  afterEach(() => queryClient.clear());

  test("an agent's and a member's calls in flight are cancelled and their data leaves the cache", () => {
    const team = startHangingQuery(['agent', 'team-overview']);
    const bets = startHangingQuery(['bets', 'records']);
    queryClient.setQueryData(['agent-application', 'mine'], { status: 'pending' });
    queryClient.setQueryData(['wallet'], { balance: '10.00' });

    endSession();

    expect(team.aborted()).toBe(true);
    expect(bets.aborted()).toBe(true);
    for (const key of [
      ['agent', 'team-overview'],
      ['bets', 'records'],
      ['agent-application', 'mine'],
      ['wallet'],
    ]) {
      expect(queryClient.getQueryCache().find({ queryKey: key }), key.join('/')).toBeUndefined();
    }
  });

  test("what belongs to no one (the lobby's games) stays, and its call goes on", () => {
    const games = startHangingQuery(['games', 'lobby']);
    endSession();
    expect(games.aborted()).toBe(false);
    expect(queryClient.getQueryCache().find({ queryKey: ['games', 'lobby'] })).toBeDefined();
  });
});
