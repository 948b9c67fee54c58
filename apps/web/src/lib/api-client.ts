import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { getSessionToken } from './session-token';

/** Codes the client itself produces, beside the server's (translated under `errors.<CODE>` too). */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(code);
  }
}

type AccessListener = (code: typeof ErrorCode.MAINTENANCE | typeof ErrorCode.REGION_RESTRICTED) => void;
let accessListener: AccessListener | null = null;

/** The status gate listens here: a MAINTENANCE or REGION_RESTRICTED answer makes it re-check the status. */
export function onAccessDenied(listener: AccessListener): () => void {
  accessListener = listener;
  return () => {
    if (accessListener === listener) accessListener = null;
  };
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 20_000;

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type EnvelopeShape = { success: boolean; code: string; value?: unknown; errors?: FieldError[] };

function isEnvelope(body: unknown): body is EnvelopeShape {
  return typeof body === 'object' && body !== null && 'success' in body && 'code' in body;
}

/**
 * Calls the API and unwraps its envelope. Failures become an `ApiError` carrying the server's code (never its
 * English text), or a client code for network trouble, so that every screen can translate what went wrong.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getSessionToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? ClientErrorCode.TIMEOUT : ClientErrorCode.NETWORK_ERROR, 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
  }
  if (!isEnvelope(payload)) throw new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
  if (!payload.success || !response.ok) {
    if (payload.code === ErrorCode.MAINTENANCE || payload.code === ErrorCode.REGION_RESTRICTED) {
      accessListener?.(payload.code);
    }
    throw new ApiError(payload.code, response.status, payload.errors ?? []);
  }
  // The server checks every answer against the contract schema of its route (fastify-type-provider-zod), so
  // the value has the contract's type; parsing it again with zod here would cost the bundle ~40 kB.
  return payload.value as T;
}

export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  return 'UNKNOWN';
}
