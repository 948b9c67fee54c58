/**
 * Who may call what, as the API reference declares it. The routes enforce access themselves (requireAuth,
 * requireOperator, the vendor signature); this table only describes it, by address, so that no route file has to
 * carry documentation-only config. A documented route that no rule covers stops the document from being built:
 * whoever adds an address outside these prefixes decides here who may call it.
 */
export type Access =
  /** Anyone: guests, the lobby, the login and registration flows. */
  | 'public'
  /** Guests too, but a member's session changes the answer (real play, a saved language). */
  | 'member-optional'
  /** A member's (or agent's, who is a member of agent type) session token. */
  | 'member'
  /** An operator's session token; these calls are only in the operator reference. */
  | 'operator'
  /** A game vendor's signed wallet callback. */
  | 'vendor';

export type Audience = 'public' | 'operator';

/** First match wins: an exact address, or a prefix ending in `/`. */
const RULES: readonly [string, Access][] = [
  ['/ops/api/session/login', 'public'],
  ['/ops/api/', 'operator'],
  ['/wps/provider/', 'vendor'],
  ['/wps/system/language', 'member-optional'],
  ['/wps/system/', 'public'],
  ['/wps/game/launchGame', 'member-optional'],
  ['/lgw/', 'public'],
  ['/img/', 'public'],
  ['/wps/captcha', 'public'],
  ['/wps/verification/', 'public'],
  ['/wps/session/login', 'public'],
  ['/wps/session/login/', 'public'],
  ['/wps/member/register', 'public'],
  ['/wps/member/register/mobile', 'public'],
  ['/wps/agent/affiliate', 'public'],
  ['/wps/member/password/email', 'public'],
  ['/wps/member/password/reset', 'public'],
  ['/wps/member/password/verification', 'public'],
  ['/wps/promotions', 'public'],
  ['/wps/promotions/', 'public'],
  ['/wps/chat/models', 'public'],
  ['/wps/chat/launch', 'public'],
  ['/wps/chat/open', 'member-optional'],
  ['/wps/', 'member'],
];

export function accessOf(url: string): Access {
  const rule = RULES.find(([address]) => (address.endsWith('/') ? url.startsWith(address) : url === address));
  if (!rule) {
    throw new Error(
      `The API reference does not know who may call ${url}: add it to http/api-reference/access.ts`,
    );
  }
  return rule[1];
}

export function audienceOf(url: string): Audience {
  return url.startsWith('/ops/api/') ? 'operator' : 'public';
}

export const SECURITY_SCHEMES = {
  memberSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token a login or registration answers, as `Authorization: Bearer <token>`. Agents are members of an agent type and use the same token.',
  },
  operatorSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An operator’s session token from `POST /ops/api/session/login`, as `Authorization: Bearer <token>`.',
  },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'Hex HMAC-SHA256 of the raw request body with the vendor’s secret. A missing or wrong signature is refused with `INVALID_SIGNATURE` and changes nothing.',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** OpenAPI security requirements: `[]` says "no credential", `{}` beside a scheme says "optional". */
export const SECURITY: Record<Access, SecurityRequirement[]> = {
  public: [],
  'member-optional': [{}, { memberSession: [] }],
  member: [{ memberSession: [] }],
  operator: [{ operatorSession: [] }],
  vendor: [{ vendorSignature: [] }],
};
