import type { MemberInfo } from '@playhall/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { readyAccount } from './account-ready';

const member = (isTrial = false) => ({ account: isTrial ? 'trial01' : 'jane01', isTrial }) as MemberInfo;

describe('the register popup once there is an account', () => {
  it('welcomes the account just registered', () => {
    const registered = member();
    expect(readyAccount({ registered, wasSignedIn: false, member: registered })).toEqual({
      member: registered,
      isNew: true,
    });
  });

  it('shows a member signed in before it opened their own account', () => {
    const signedIn = member();
    expect(readyAccount({ registered: null, wasSignedIn: true, member: signedIn })).toEqual({
      member: signedIn,
      isNew: false,
    });
  });

  it('shows the form to a guest, a trial account, and while the member is still loading', () => {
    expect(readyAccount({ registered: null, wasSignedIn: false, member: undefined })).toBeNull();
    expect(readyAccount({ registered: null, wasSignedIn: true, member: member(true) })).toBeNull();
    expect(readyAccount({ registered: null, wasSignedIn: true, member: undefined })).toBeNull();
  });

  it('does not take a session begun by the form for one that was there before', () => {
    expect(readyAccount({ registered: null, wasSignedIn: false, member: member() })).toBeNull();
  });
});
