import type { FieldError } from '@playhall/contracts/envelope';
import type { ErrorCode } from '@playhall/contracts/error-codes';
import { canSeal, type SealedBody, sealBody } from './sealed-body';
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
    /** Extra facts some failures carry, e.g. `{ captchaRequired: true }`. */
    readonly value: unknown = undefined,
  ) {
    super(code);
  }
}

/*
 * The server's codes this first-screen module reads are written as literals checked against the `ErrorCode` type:
 * importing the codes' object would ship every feature's codes with the home page.
 */
type AccessCode = Extract<ErrorCode, 'MAINTENANCE' | 'REGION_RESTRICTED'>;
type AccessListener = (code: AccessCode) => void;
const ACCESS_CODES: readonly string[] = ['MAINTENANCE', 'REGION_RESTRICTED'] satisfies AccessCode[];
const isAccessCode = (code: string): code is AccessCode => ACCESS_CODES.includes(code);
let accessListener: AccessListener | null = null;

/** The status gate listens here: a MAINTENANCE or REGION_RESTRICTED answer makes it re-check the status. */
export function onAccessDenied(listener: AccessListener): () => void {
  accessListener = listener;
  return () => {
    if (accessListener === listener) accessListener = null;
  };
}

type SessionEndedListener = () => void;
let sessionEndedListener: SessionEndedListener | null = null;

/** The root frame listens here: a call made with a token that the server no longer accepts ends the session. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListener = listener;
  return () => {
    if (sessionEndedListener === listener) sessionEndedListener = null;
  };
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser writes the boundary. */
  formData?: FormData;
  /** The spec marks the call "encrypted": seal the JSON body with the server's public key (decision 0010). */
  sealed?: boolean;
  /**
   * The bearer token. Left out, the member's session token goes; the operator console passes its own (a
   * different key in session storage), and only the member's token can end the member's session.
   */
  token?: string | null;
  /** Headers of the call's own (the live chat's visitor names their conversation in one). */
  headers?: Record<string, string>;
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
let publicKey: Promise<string> | null = null;

function serverPublicKey(): Promise<string> {
  publicKey ??= apiRequest<{ spki: string }>('/wps/system/publicKey').then(
    (value) => value.spki,
    (error: unknown) => {
      publicKey = null;
      throw error;
    },
  );
  return publicKey;
}

/** The body as it goes on the wire: sealed when asked and possible, else plain JSON. */
async function wireBody(body: unknown, sealed: boolean): Promise<string> {
  if (!sealed || !canSeal()) return JSON.stringify(body);
  const envelope: SealedBody = await sealBody(await serverPublicKey(), body);
  return JSON.stringify(envelope);
}

const SESSION_ENDED_CODES = new Set<string>(['SESSION_EXPIRED', 'UNAUTHORIZED'] satisfies ErrorCode[]);

/**
 * Calls the API and unwraps its envelope. Failures become an `ApiError` carrying the server's code (never its
 * English text), or a client code for network trouble, so that every screen can translate what went wrong.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    form,
    formData,
    sealed = false,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = options.token === undefined ? getSessionToken() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (formData !== undefined) {
    payload = formData;
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = await wireBody(body, sealed);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? ClientErrorCode.TIMEOUT : ClientErrorCode.NETWORK_ERROR, 0);
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
  }
  if (!isEnvelope(answer)) throw new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
  if (!answer.success || !response.ok) {
    if (isAccessCode(answer.code)) accessListener?.(answer.code);
    // Only a token that is still the current one ends the session (a late answer to an old token does not).
    if (
      response.status === 401 &&
      token &&
      token === getSessionToken() &&
      SESSION_ENDED_CODES.has(answer.code)
    ) {
      sessionEndedListener?.();
    }
    throw new ApiError(answer.code, response.status, answer.errors ?? [], answer.value);
  }
  // The server checks every answer against the contract schema of its route (fastify-type-provider-zod), so
  // the value has the contract's type; parsing it again with zod here would cost the bundle ~40 kB.
  return answer.value as T;
}

/**
 * Fetches a protected image (a receipt proof) with the bearer token, as a blob for an object URL: an <img src>
 * cannot send the Authorization header.
 */
export async function apiBlob(
  path: string,
  options: { token?: string | null; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Blob> {
  const token = options.token === undefined ? getSessionToken() : options.token;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(ClientErrorCode.NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw new ApiError(isEnvelope(answer) ? answer.code : ClientErrorCode.BAD_RESPONSE, response.status);
  }
  return response.blob();
}

export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  return 'UNKNOWN';
}
