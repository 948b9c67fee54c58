import { describe, expect, it } from 'vitest';
import { judgePassword, personalWords, type StrengthEstimate } from './password-strength';

/** An estimator that answers a fixed estimate and records the known words it was given. */
function fixed(estimate: StrengthEstimate) {
  const seen: string[][] = [];
  const estimator = (_password: string, userInputs: string[]) => {
    seen.push(userInputs);
    return estimate;
  };
  return { estimator, seen };
}

const strong = { score: 4, sequence: [{ pattern: 'bruteforce' }] };

describe('judgePassword', () => {
  it('passes a password the estimator scores 3 or more', () => {
    expect(judgePassword('Kite7Harbor29', {}, fixed(strong).estimator)).toEqual({ score: 4, weakness: null });
    const three = fixed({ score: 3, sequence: [] }).estimator;
    expect(judgePassword('Kite7Harbor29', {}, three).weakness).toBeNull();
  });

  it('calls a low score too weak, or personal when the weak part is a known word', () => {
    const common = fixed({ score: 1, sequence: [{ pattern: 'dictionary', dictionaryName: 'passwords' }] });
    expect(judgePassword('password1', {}, common.estimator)).toEqual({
      score: 1,
      weakness: 'PASSWORD_TOO_WEAK',
    });
    const mine = fixed({ score: 2, sequence: [{ pattern: 'dictionary', dictionaryName: 'userInputs' }] });
    expect(judgePassword('newbie2026', { account: 'newbie01' }, mine.estimator).weakness).toBe(
      'PASSWORD_PERSONAL_INFO',
    );
  });

  it('refuses the whole account name, e-mail name or phone number inside, in any case or reversed', () => {
    const info = { account: 'Tester42', email: 'sun.tiger@example.com', mobile: '+84 912345678' };
    for (const password of ['xTESTER42!', '24retsetQ9', 'Zsun.tiger9', 'a912345678b']) {
      expect(judgePassword(password, info, fixed(strong).estimator), password).toEqual({
        score: 2,
        weakness: 'PASSWORD_PERSONAL_INFO',
      });
    }
    // Short identifiers are left to the estimator: "bob" would refuse too much.
    expect(judgePassword('bobKite7Harbor', { account: 'bob' }, fixed(strong).estimator).weakness).toBeNull();
  });
});

describe('personalWords', () => {
  it('gives the estimator the account and its letters, e-mail parts, phone, name parts and site words', () => {
    const words = personalWords({
      account: 'Newbie01',
      email: 'Sun.Tiger@example.com',
      mobile: '+84 912 345 678',
      realName: 'Nguyễn Văn An',
      siteWords: ['Play Hall'],
    });
    expect(words).toEqual(
      expect.arrayContaining([
        'newbie01',
        'newbie',
        'sun.tiger',
        'sun',
        'tiger',
        '84912345678',
        'nguyễnvănan',
        'nguyễn',
        'văn',
        'playhall',
      ]),
    );
    expect(words).not.toContain('an');
  });
});
