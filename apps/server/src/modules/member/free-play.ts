import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { hashPassword } from '../../security/passwords';
import { newSecretToken } from '../../security/tokens';
import type { GrantSession } from '../session/grant';
import { createMember, MEMBER_TYPE, selectHouseAgent } from './queries';

/**
 * Free play (portal-shell spec §4 step 6): a fresh trial account (type 4) under the house agent, logged in. Its
 * password is random and never shown, so the account can only be used through this session.
 */
export async function startFreePlay(
  deps: {
    database: Database;
    settings: () => Promise<AccountSettings>;
    flags: () => Promise<Record<string, boolean>>;
    grantSession: GrantSession;
  },
  client: ClientInfo,
  userAgent: string | null,
) {
  if (!(await deps.flags())[FeatureModule.FREE_PLAY]) {
    throw new AppError(
      403,
      ErrorCode.OPERATION_NOT_ALLOWED,
      'Not enabled function, please contact customer service.',
    );
  }
  const house = await selectHouseAgent(deps.database.db);
  const passwordHash = await hashPassword(newSecretToken());
  const member = await createMember(deps.database, {
    account: `trial${newSecretToken()
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 10)
      .toLowerCase()}`,
    type: MEMBER_TYPE.TRIAL,
    uplineId: house.id,
    passwordHash,
    registeredIp: client.ip,
  });
  return deps.grantSession(await deps.settings(), {
    member,
    method: 'freeplay',
    mustChangePassword: false,
    passwordExpired: false,
    secondFactor: null,
    client,
    userAgent,
  });
}
