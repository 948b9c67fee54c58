import { randomBytes, randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { openPostgres } from '../src/db/database';
import { ensureSystemAccount, mainWalletId, SystemAccount } from '../src/modules/ledger/accounts';
import { post } from '../src/modules/ledger/post';
import { sha256 } from '../src/security/tokens';
import { createScratchDatabase, startPortal } from './processes';

/**
 * `npm run bench:uploads` (issue 11.3): how long a health call waits while members upload receipt images of
 * 5000×5000 pixels (97 KB each as PNG) to three withdrawals at once, beside the same call on an idle server measured
 * in the same run. Target: every health call during the uploads answers within 100 ms. On PostgreSQL
 * (`BENCH_DATABASE_URL`, default the local server), against the built server in its own process.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const UPLOADS = 3;
const SIDE = 5_000;
const TARGET_MS = 100;
const POLL_MS = 10;
// Letters and digits only, as the demo brand's password rule asks.
const PASSWORD = `Bench${randomBytes(7).toString('hex')}`;

function bigPng(): Buffer {
  return PNG.sync.write(new PNG({ width: SIDE, height: SIDE }), { deflateLevel: 9 });
}

type Json = { success: boolean; code: string; value: Record<string, unknown>; errors?: unknown };

async function call(url: string, method: string, token: string | null, body?: unknown): Promise<Json> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as Json;
  if (!answer.success)
    throw new Error(`${method} ${url}: ${answer.code} ${JSON.stringify(answer.errors ?? '')}`);
  return answer;
}

/** A member with a paid-out withdrawal waiting for their word: the state in which receipts are accepted. */
async function disbursedWithdrawal(
  base: string,
  database: Awaited<ReturnType<typeof openPostgres>>,
  operatorToken: string,
): Promise<{ token: string; id: string }> {
  const username = `up${randomBytes(4).toString('hex')}`;
  const registered = await call(`${base}/wps/member/register`, 'PUT', null, {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    payeeName: 'Bench Player',
    termsAccepted: true,
    login: true,
  });
  const token = String(registered.value.token);
  const [member] = await database.query<{ id: bigint }>('select id from members where account = $1', [
    username,
  ]);
  if (!member) throw new Error('the member was not stored');
  await post(database, {
    key: `bench-uploads:${randomUUID()}`,
    kind: 'ADJUSTMENT',
    currency: 'CNY',
    entries: [
      { accountId: await ensureSystemAccount(database, SystemAccount.ADJUSTMENT), amount: -100_000n },
      { accountId: await mainWalletId(database, member.id), amount: 100_000n },
    ],
  });
  const bank = await call(`${base}/wps/cashier/bank-accounts`, 'POST', token, {
    bankName: 'Vietcombank',
    accountNumber: '0123456789012',
    accountName: 'Bench Player',
    password: PASSWORD,
  });
  await call(`${base}/wps/member/payment-password`, 'POST', token, {
    password: PASSWORD,
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  const withdrawal = await call(`${base}/wps/cashier/withdrawals`, 'POST', token, {
    bankAccountId: bank.value.id,
    amount: '500.00',
    paymentPassword: '246810',
    requestId: randomUUID(),
  });
  const id = String(withdrawal.value.id);
  await call(`${base}/ops/api/withdrawals/${id}/approve`, 'POST', operatorToken);
  await call(`${base}/ops/api/withdrawals/${id}/disburse`, 'POST', operatorToken);
  return { token, id };
}

function upload(base: string, member: { token: string; id: string }, image: Buffer): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([image], { type: 'image/png' }), 'receipt.png');
  return fetch(`${base}/wps/cashier/withdrawals/${member.id}/not-received`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  }).then((response) => response.status);
}

/** Health calls one after another until `until` settles (or `count` calls): each call's time in ms. */
async function pollHealth(base: string, until: Promise<unknown> | null, count = 50): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  until?.finally(() => {
    done = true;
  });
  while (until ? !done : times.length < count) {
    const started = performance.now();
    await fetch(`${base}/wps/system/status`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `${times.length} calls, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

const scratch = await createScratchDatabase(ADMIN_URL, 'playhall_bench_uploads');
const database = await openPostgres({ url: scratch.url, maxConnections: 2 });
const portal = await startPortal(3906, scratch.url, { LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
let failed = false;
try {
  // Receipts are the subject here, not the cashier's policy: no turnover needed before a withdrawal, and an
  // operator session made directly (logging in is measured elsewhere).
  await database.query('update cashier_settings set turnover_multiple_percent = 0');
  const operatorToken = randomBytes(32).toString('base64url');
  await database.query(
    `insert into operator_sessions (operator_id, token_hash, ip, expires_at)
     select id, $1, '127.0.0.1', now() + interval '1 hour' from operators where username = 'operator'`,
    [sha256(operatorToken)],
  );
  await database.query(`update operators set must_change_password = false where username = 'operator'`);
  const members = [];
  for (let index = 0; index < UPLOADS; index++) {
    members.push(await disbursedWithdrawal(portal.url, database, operatorToken));
  }
  const image = bigPng();
  console.log(
    `▶ ${UPLOADS} parallel uploads of a ${SIDE}×${SIDE} PNG (${(image.length / 1024).toFixed(0)} kB each)`,
  );
  const idle = await pollHealth(portal.url, null);
  console.log(`  health call, idle server:     ${summary(idle)}`);
  const started = performance.now();
  const uploads = Promise.all(members.map((member) => upload(portal.url, member, image)));
  const busy = await pollHealth(portal.url, uploads);
  const statuses = await uploads;
  console.log(`  health call, during uploads:  ${summary(busy)}`);
  console.log(`  uploads answered ${statuses.join(', ')} in ${(performance.now() - started).toFixed(0)} ms`);
  const worst = Math.max(...busy);
  failed = worst > TARGET_MS || statuses.some((status) => status !== 200);
  console.log(
    `  slowest health call during the uploads: ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms): ${failed ? 'MISSED' : 'ok'}`,
  );
} finally {
  await portal.stop();
  await database.close();
  await scratch.drop();
}
if (failed) process.exitCode = 1;
