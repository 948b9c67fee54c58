import { describe, expect, test } from 'vitest';
import { checkTierDrafts, draftsOf, previewPay, type TierDraft, tiersOf, wireTiers } from './tier-draft';

// The demo brand's daily salary: 0.5% from one active member, 0.8% from 100,000 and 10, 1.2% from 500,000 and 30.
const OWN = tiersOf([
  { minBase: '0.00', minActive: 1, rate: '0.5' },
  { minBase: '100000.00', minActive: 10, rate: '0.8' },
  { minBase: '500000.00', minActive: 30, rate: '1.2' },
]);

const draft = (minBase: string, minActive: string, rate: string): TierDraft => ({ minBase, minActive, rate });

describe('the offer form’s tiers', () => {
  test('tiers within the agent’s own go out as the wire writes them', () => {
    const check = checkTierDrafts(
      'DAILY_SALARY',
      [draft('0', '1', '0.3'), draft('100000', '10', '0.75')],
      OWN,
    );
    expect(check.rows).toEqual([{}, {}]);
    expect(check.list).toBeUndefined();
    expect(wireTiers(check.tiers ?? [])).toEqual([
      { minBase: '0', minActive: 1, rate: '0.3' },
      { minBase: '100000.00', minActive: 10, rate: '0.75' },
    ]);
  });

  test('each field says what is wrong with it', () => {
    const check = checkTierDrafts('DAILY_SALARY', [draft('', '1.5', 'abc'), draft('-3', '', '0')], OWN);
    expect(check.rows).toEqual([
      { minBase: { code: 'required' }, minActive: { code: 'count' }, rate: { code: 'rate' } },
      { minBase: { code: 'amount' }, minActive: { code: 'required' }, rate: { code: 'ratePositive' } },
    ]);
    expect(check.tiers).toBeUndefined();
  });

  test('a salary rate above the kind’s most is refused with the most', () => {
    const check = checkTierDrafts('DAILY_SALARY', [draft('0', '1', '12')], OWN);
    expect(check.rows[0]?.rate).toEqual({ code: 'rateMax', params: { max: '10' } });
  });

  test('a rate above the agent’s own at the tier’s thresholds names the own rate', () => {
    const check = checkTierDrafts('DAILY_SALARY', [draft('0', '1', '0.6')], OWN);
    expect(check.rows[0]?.rate).toEqual({ code: 'aboveOwn', params: { max: '0.5' } });
    // Below the agent's first tier (no active member) its own terms pay nothing.
    expect(checkTierDrafts('DAILY_SALARY', [draft('0', '0', '0.1')], OWN).rows[0]?.rate).toEqual({
      code: 'noOwnRate',
    });
  });

  test('thresholds and rates may not fall from one tier to the next, and a tier raises a threshold', () => {
    const check = checkTierDrafts(
      'DAILY_SALARY',
      [draft('1000', '5', '0.5'), draft('500', '4', '0.4'), draft('500', '4', '0.5')],
      OWN,
    );
    expect(check.rows[1]).toEqual({
      minBase: { code: 'belowPrevious' },
      minActive: { code: 'belowPrevious' },
      rate: { code: 'rateFalls' },
    });
    expect(check.rows[2]).toEqual({ minBase: { code: 'sameThresholds' } });
  });

  test('no tiers, or more than ten, is a problem of the list', () => {
    expect(checkTierDrafts('DAILY_SALARY', [], OWN).list).toEqual({
      code: 'tierCount',
      params: { max: '10' },
    });
    const eleven = Array.from({ length: 11 }, (_, index) => draft(String(index * 1000), '1', '0.1'));
    expect(checkTierDrafts('DAILY_SALARY', eleven, OWN).list?.code).toBe('tierCount');
  });

  test('a dividend may share up to the whole profit, never more than the agent’s own share', () => {
    const own = tiersOf([{ minBase: '0.00', minActive: 0, rate: '40' }]);
    expect(checkTierDrafts('DIVIDEND', [draft('0', '0', '40')], own).tiers).toHaveLength(1);
    expect(checkTierDrafts('DIVIDEND', [draft('0', '0', '40.5')], own).rows[0]?.rate?.code).toBe('aboveOwn');
  });

  test('the form starts from the agent’s own tiers without trailing cents', () => {
    expect(draftsOf([{ minBase: '100000.00', minActive: 10, rate: '0.8' }])).toEqual([
      { minBase: '100000', minActive: '10', rate: '0.8' },
    ]);
  });
});

describe('the offer form’s preview', () => {
  test('figures reach a tier and pay its rate, rounded down', () => {
    const offered = tiersOf([
      { minBase: '0', minActive: 1, rate: '0.3' },
      { minBase: '100000', minActive: 10, rate: '0.75' },
    ]);
    expect(previewPay(offered, '2000', '3')).toEqual({ tier: 0, rate: 3000, amount: 600n });
    expect(previewPay(offered, '150000.55', '12')).toEqual({ tier: 1, rate: 7500, amount: 112500n });
    expect(previewPay(offered, '5000', '0')).toEqual({ tier: undefined, rate: 0, amount: 0n });
    expect(previewPay(offered, 'lots', '3')).toBeUndefined();
  });
});
