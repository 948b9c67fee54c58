// The layers and module surfaces of docs/architecture.md, as scripts/check-imports.ts enforces them. Change this
// file and that page together.
import type { AreaRules } from './check-imports';

export const SERVER: AreaRules = {
  root: 'apps/server/src',
  domains: 'modules',
  // What each module lets other modules import. A module not named here has nothing public: only the wiring
  // builds it. Add a file here only when another module needs it, and prefer passing a function in.
  publicFiles: {
    bets: ['queries.ts', 'bet-record.ts'],
    cashier: ['settings.ts', 'deposits.ts', 'withdrawals.ts', 'proofs.ts', 'operator-queue.ts'],
    catalogue: ['game-catalogue.ts', 'vendor-directory.ts', 'vendor-adapter.ts'],
    content: ['sanitize.ts', 'language-texts.ts'],
    inbox: ['notify.ts'],
    ledger: ['accounts.ts', 'post.ts', 'ledger-error.ts', 'balances.ts', 'statements.ts'],
    member: ['queries.ts', 'agent-queries.ts', 'team-scope.ts'],
    contracts: ['income.ts'],
    ops: ['operator-auth.ts'],
    outbox: ['outbox.ts'],
    provider: ['wallet-callbacks.ts'],
    rewards: ['events.ts', 'wagering.ts', 'vip-limits.ts'],
    session: ['authenticate.ts', 'grant.ts', 'store.ts', 'failures.ts', 'member-lookups.ts'],
    'team-figures': ['daily-money.ts', 'queries.ts'],
    uploads: ['images.ts'],
    verification: ['captchas.ts', 'codes.ts', 'phone.ts'],
  },
  layers: [
    // entry points
    ['server.ts', 'cli'],
    // composition: builds the app, wires the modules, opens and seeds the database
    ['app.ts', 'wiring', 'open-database.ts', 'seed'],
    // domains (and the sandbox payment gateway, a separate service mounted beside them)
    ['modules/*', 'sandbox-psp'],
    // shared lower layers, which know no domain
    ['http', 'cache', 'jobs', 'audit', 'graphics'],
    ['security'],
    ['db'],
    ['config.ts', 'paths.ts'],
  ],
};

export const WEB: AreaRules = {
  root: 'apps/web/src',
  domains: 'features',
  // Features never import each other: what two features share moves down into centre (when it uses the centre
  // catalogue's words, which the shell's components and lib may not), components, lib or contracts.
  publicFiles: {},
  layers: [['main.tsx'], ['app'], ['features/*'], ['centre'], ['components'], ['lib'], ['locales', 'styles']],
  aliases: ['@/'],
};

export const AREAS: readonly AreaRules[] = [SERVER, WEB];
