import { MAX_TIERS, type Tier, tierProblem } from '@playhall/contracts/contract-terms';
import { describe, expect, it } from 'vitest';
import {
  checkTiers,
  draftsOf,
  listProblemOf,
  nextDraft,
  ratesSummary,
  type TierDraft,
} from './contract-tiers';

const row = (minBase: string, minActive: string, rate: string): TierDraft => ({ minBase, minActive, rate });

describe('checkTiers', () => {
  it('turns valid rows into the tiers the server takes, amounts with two decimals and rates without trailing zeros', () => {
    const check = checkTiers('DAILY_SALARY', [row('0', '1', '0.50'), row('100000', '10', '0.8')]);
    expect(check).toEqual({
      fields: [{}, {}],
      list: null,
      tiers: [
        { minBase: '0.00', minActive: 1, rate: '0.5' },
        { minBase: '100000.00', minActive: 10, rate: '0.8' },
      ],
    });
  });

  it('names each field that cannot be read, and checks no rule until every field can', () => {
    const check = checkTiers('DAILY_SALARY', [
      row('', '1', '0.5'),
      row('12.345', '-1', '0.12345'),
      row('-5', '1.5', ''),
      row('100', '10000001', 'abc'),
    ]);
    expect(check.fields).toEqual([
      { minBase: 'required' },
      { minBase: 'amount', minActive: 'members', rate: 'rate' },
      { minBase: 'amount', minActive: 'members', rate: 'required' },
      { minActive: 'members', rate: 'rate' },
    ]);
    expect(check.list).toBeNull();
    expect(check.tiers).toBeNull();
  });

  it('points at the first row that breaks the contract rules', () => {
    const salary = (...rows: TierDraft[]) => checkTiers('DAILY_SALARY', rows).list;
    expect(salary()).toEqual({ problem: 'count', row: null });
    expect(salary(row('0', '1', '0'))).toEqual({ problem: 'rateRange', row: 0 });
    // A salary pays at most 10% of turnover; a dividend may pay up to 100% of profit.
    expect(salary(row('0', '1', '10.0001'))).toEqual({ problem: 'rateRange', row: 0 });
    expect(checkTiers('DIVIDEND', [row('0', '1', '35')]).list).toBeNull();
    expect(salary(row('0', '1', '0.5'), row('100', '1', '0.8'), row('50', '5', '0.9'))).toEqual({
      problem: 'thresholdsFall',
      row: 2,
    });
    expect(salary(row('0', '1', '0.5'), row('0', '1', '0.8'))).toEqual({ problem: 'noRaise', row: 1 });
    expect(salary(row('0', '1', '0.5'), row('100', '2', '0.4'))).toEqual({ problem: 'rateFalls', row: 1 });
    const eleven = Array.from({ length: MAX_TIERS + 1 }, (_, index) => row(String(index), '1', '1'));
    expect(salary(...eleven)).toEqual({ problem: 'count', row: null });
  });

  it('knows every sentence tierProblem says, so no rule shows as an unknown problem', () => {
    const tier = (minBase: bigint, minActive: number, rate: number): Tier => ({ minBase, minActive, rate });
    const lists: Tier[][] = [
      [],
      [tier(-1n, 0, 5000)],
      [tier(0n, 0, 0)],
      [tier(100n, 1, 5000), tier(0n, 2, 6000)],
      [tier(0n, 1, 5000), tier(0n, 1, 6000)],
      [tier(0n, 1, 5000), tier(100n, 1, 4000)],
    ];
    const sentences = lists.map((list) => tierProblem('DAILY_SALARY', list) ?? 'none');
    expect(sentences.map(listProblemOf)).toEqual([
      'count',
      'negative',
      'rateRange',
      'thresholdsFall',
      'noRaise',
      'rateFalls',
    ]);
    expect(listProblemOf('something new')).toBe('invalid');
  });
});

describe('the editor rows', () => {
  it('starts from the server’s tiers and adds a row like the last one, for the operator to raise', () => {
    const drafts = draftsOf([{ minBase: '1000.00', minActive: 3, rate: '0.8' }]);
    expect(drafts).toEqual([row('1000.00', '3', '0.8')]);
    expect(nextDraft(drafts)).toEqual(row('1000.00', '3', '0.8'));
    expect(nextDraft([])).toEqual(row('0', '0', ''));
  });

  it('sums up the rates of a contract', () => {
    expect(
      ratesSummary([
        { minBase: '0.00', minActive: 1, rate: '0.5' },
        { minBase: '1000.00', minActive: 5, rate: '1.25' },
      ]),
    ).toBe('0.5% · 1.25%');
  });
});
