/** Where the operator console lives: its own layout, session and API (`/ops/api`), outside the member site. */
export const OPERATOR_CONSOLE_PATH = '/ops';

/**
 * The console is never replaced by the maintenance or access-restricted page: the server never gates `/ops/api`
 * (decision 0006), and operators work while members wait (issue 15).
 */
export function isOperatorConsole(pathname: string): boolean {
  return pathname === OPERATOR_CONSOLE_PATH || pathname.startsWith(`${OPERATOR_CONSOLE_PATH}/`);
}
