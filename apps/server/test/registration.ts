import { api } from './accounts';
import type { TestContext } from './build-app';

/** The field codes of a refused input, by field name. */
export function fieldErrors(body: { errors?: { field: string; code: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.code]));
}

/** Registration calls on the app a test file builds (`app()` is read at each call, after `beforeAll`). */
export function registrationSteps(app: () => TestContext) {
  async function memberCount(): Promise<bigint> {
    const [row] = await app().database.query<{ count: bigint }>('select count(*) from members');
    return row?.count ?? 0n;
  }

  function register(payload: Record<string, unknown>, ip = '198.51.100.20') {
    return api(app(), 'PUT', '/wps/member/register', { ip, payload });
  }

  return { memberCount, register };
}
