import type { LoginResult } from '@playhall/contracts/accounts';

/** The answer of every call that opens a session (login, second factor, register, free play, phone reset). */
export type SessionGranted = Extract<LoginResult, { status: 'OK' }>;
export type SecondFactorChallenge = Extract<LoginResult, { status: 'SECOND_FACTOR' }>;
