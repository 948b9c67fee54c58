import { resolve } from 'node:path';
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

const zEnv = z.object({
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
  PUBLIC_URL: z.url().default('http://localhost:3000'),
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
  PSP_SECRET: z.string().min(16).default('playhall-sandbox-psp-development-secret'),
  SANDBOX_PSP: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  GAMES_URL: z
    .url()
    .optional()
    .describe('The built-in game provider when it runs alone; default: mounted in this process under /play'),
  PROVIDER_SECRET: z
    .string()
    .min(16)
    .default('playhall-demo-vendors-development-secret')
    .describe(
      'What the demo vendors (the built-in provider) sign wallet callbacks with, when a vendor has none',
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

export type Config = Omit<z.output<typeof zEnv>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Reads and validates the environment once, at start. A bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { SMS_PROVIDER, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = parsed.data;
  if (SMS_PROVIDER === 'twilio' && !(TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
