import { resolve } from 'node:path';
import { secretProblem } from '@playhall/signing/published-secrets';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `false`, `true`, a hop count, or a comma-separated list of trusted proxy addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(raw: string): TrustProxy {
  const text = raw.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Fastify takes a hop count as a trust function: trust the nearest `hops` proxies. */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const zOptionalSecret = z
  .literal('')
  .transform(() => undefined)
  .or(z.string().optional())
  .superRefine((value, context) => {
    const problem = value === undefined ? null : secretProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const zOptionalFlag = z
  .enum(['true', 'false'])
  .optional()
  .or(z.literal('').transform(() => undefined))
  .transform((value) => (value === undefined ? undefined : value === 'true'));

const zEnv = z.object({
  DEPLOYMENT: z
    .enum(['demo', 'production'])
    .default('demo')
    .describe(
      'demo: the demo brand with its sandbox gateway and generated secrets; production: none of that',
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe('PostgreSQL connections per node; default: twice the CPUs plus one'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe('default: http://localhost:PORT'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a lower-case header name')
    .default('cf-ipcountry'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Playhall <no-reply@playhall.example>'),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().default(''),
  TWILIO_AUTH_TOKEN: z.string().default(''),
  TWILIO_FROM: z.string().default(''),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  REQUIRE_ENCRYPTED_BODIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  PSP_URL: z
    .url()
    .optional()
    .describe('The payment gateway; default: the built-in sandbox at PUBLIC_URL/sandbox-psp'),
  PSP_MERCHANT_ID: z.string().min(1).default('PLAYHALL'),
  PSP_SECRET: zOptionalSecret.describe(
    'What the payment gateway and we sign with; a demo deployment generates one when unset',
  ),
  SANDBOX_PSP: zOptionalFlag.describe(
    'Mount the sandbox gateway; default: on in a demo deployment, off otherwise',
  ),
  TEST_CLOCK_HOOK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe(
      'Browser journeys only: POST /test-hooks/settlement-clock moves the contract settlement clock (never in production)',
    ),
  DEMO_TEAM: zOptionalFlag.describe(
    "Grow agent01's demo team (40 days of play) at the first start; default: on in a demo deployment, off otherwise",
  ),
  GAMES_URL: z
    .url()
    .optional()
    .describe('The built-in game provider when it runs alone; default: mounted in this process under /play'),
  PROVIDER_SECRET: zOptionalSecret.describe(
    'What the built-in provider signs with (vendors without a secret of their own); generated in a demo deployment',
  ),
  PROVIDER_ALLOWED_IPS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    )
    .describe(
      'Comma-separated vendor addresses allowed to call the wallet; empty: any address with a good signature',
    ),
  LOTTERY_FAST_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .optional()
    .describe('Minutes between fast lottery draws (default 3); the browser journeys use 1'),
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

type Env = z.output<typeof zEnv>;

export type Config = Omit<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'SANDBOX_PSP' | 'DEMO_TEAM'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  SANDBOX_PSP: boolean;
  DEMO_TEAM: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once, at start. A bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  const problems = deploymentProblems(settings);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    ...settings,
    DATA_DIR: resolve(settings.DATA_DIR),
    PUBLIC_URL: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    SANDBOX_PSP: settings.SANDBOX_PSP ?? settings.DEPLOYMENT === 'demo',
    DEMO_TEAM: settings.DEMO_TEAM ?? settings.DEPLOYMENT === 'demo',
  };
}

/** Settings that are fine alone but not together, or not in a production deployment. */
function deploymentProblems(env: Env): string[] {
  const problems: string[] = [];
  if (
    env.SMS_PROVIDER === 'twilio' &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
  ) {
    problems.push('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  // The provider running on its own cannot read the secret this portal generates: both must be given one.
  if (env.GAMES_URL && !env.PROVIDER_SECRET) {
    problems.push('GAMES_URL needs PROVIDER_SECRET, the same value the provider is started with');
  }
  if (env.DEPLOYMENT === 'production') {
    const production = 'is required in a production deployment (generate one with `openssl rand -hex 32`)';
    if (!env.PSP_SECRET) problems.push(`PSP_SECRET ${production}`);
    if (!env.PROVIDER_SECRET) problems.push(`PROVIDER_SECRET ${production}`);
    if (!env.PSP_URL) problems.push('PSP_URL (the payment gateway) is required in a production deployment');
    if (env.SANDBOX_PSP === true) {
      problems.push('SANDBOX_PSP=true: the sandbox gateway pays without money and is a demo feature only');
    }
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is required in a production deployment');
    if (env.TEST_CLOCK_HOOK) problems.push('TEST_CLOCK_HOOK=true moves the settlement clock: journeys only');
  }
  return problems;
}
