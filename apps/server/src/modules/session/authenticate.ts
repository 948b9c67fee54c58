import { isAgentType } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { findLiveSession, type SessionRow } from './store';

export type Auth = SessionRow & { member: MemberRow; isAgent: boolean; isTrial: boolean };

export type AuthRequirement = {
  /** Trial users are refused (REAL_ACCOUNT_REQUIRED): member centre, deposits, games. */
  real?: boolean;
  /** A session that must change its password may still call this (password change, info, logout). */
  allowPasswordChange?: boolean;
  agent?: boolean;
};

const authCache = new WeakMap<FastifyRequest, Promise<Auth | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * Who is calling: the session behind the bearer token, looked up once per request. Routes ask through
 * `requireAuth`, which refuses with the right code.
 */
export function createAuthenticator(database: Database, settings: () => Promise<AccountSettings>) {
  async function lookup(request: FastifyRequest): Promise<Auth | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const session = await findLiveSession(database, token, await settings());
    if (!session) return null;
    return { ...session, isAgent: isAgentType(session.member.type), isTrial: session.member.type === 4 };
  }

  function optionalAuth(request: FastifyRequest): Promise<Auth | null> {
    let pending = authCache.get(request);
    if (!pending) {
      pending = lookup(request);
      authCache.set(request, pending);
    }
    return pending;
  }

  async function requireAuth(request: FastifyRequest, requirement: AuthRequirement = {}): Promise<Auth> {
    const auth = await optionalAuth(request);
    if (!auth) {
      const hadToken = bearerToken(request) !== null;
      throw new AppError(
        401,
        hadToken ? ErrorCode.SESSION_EXPIRED : ErrorCode.UNAUTHORIZED,
        hadToken ? 'Your session has ended, please log in again.' : 'You are not logged in, please login',
      );
    }
    if (auth.mustChangePassword && !requirement.allowPasswordChange) {
      throw new AppError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Please change your password first.');
    }
    if (requirement.real && auth.isTrial) {
      throw new AppError(403, ErrorCode.REAL_ACCOUNT_REQUIRED, 'A real account is needed for this.');
    }
    if (requirement.agent && !auth.isAgent) {
      throw new AppError(403, ErrorCode.FORBIDDEN, 'Only agents may do this.');
    }
    return auth;
  }

  /**
   * An `onRequest` hook that settles the caller, refusing with 401 or 403, before the address, query or body of the
   * request is read: a stranger's request is never parsed or validated (S8; state and authorisation first). The
   * handler's own `requireAuth` then reuses the same lookup.
   */
  function callerFirst(requirement: AuthRequirement = {}) {
    return async (request: FastifyRequest): Promise<void> => {
      await requireAuth(request, requirement);
    };
  }

  return { optionalAuth, requireAuth, callerFirst };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
