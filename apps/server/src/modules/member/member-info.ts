import type { MemberInfo } from '@playhall/contracts/accounts';
import { isAgentType, TRIAL_TYPE_CODE } from '@playhall/contracts/constants';
import { isOfferedLanguage } from '@playhall/contracts/languages';
import type { MemberRow } from '../../db/schema/members';

export function toMemberInfo(member: MemberRow, session: { mustChangePassword: boolean }): MemberInfo {
  return {
    id: member.id.toString(),
    account: member.account,
    userName: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE_CODE,
    language: isOfferedLanguage(member.language) ? member.language : 'en',
    realName: member.realName,
    birthday: member.birthday,
    email: member.email,
    emailVerified: member.emailVerified,
    mobile: member.mobileNum ? `${member.mobileDialingCode ?? ''} ${member.mobileNum}` : null,
    mobileVerified: member.mobileVerified,
    totpEnabled: member.totpEnabled,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    firstTimeLogin: member.firstLoginAt === null,
    mustChangePassword: session.mustChangePassword,
    createdAt: member.createdAt.toISOString(),
  };
}
