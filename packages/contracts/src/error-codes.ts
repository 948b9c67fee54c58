/**
 * Stable, upper-case error codes. The server sends them, the client translates them (`errors.<CODE>` in the
 * locale catalogues). Never rename one: clients in the field match on them.
 */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  MAINTENANCE: 'MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  // Accounts and sessions
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  LOGIN_TEMPORARILY_LOCKED: 'LOGIN_TEMPORARILY_LOCKED',
  NON_AGENT_LOGIN: 'NON_AGENT_LOGIN',
  NON_MEMBER_LOGIN: 'NON_MEMBER_LOGIN',
  REAL_ACCOUNT_REQUIRED: 'REAL_ACCOUNT_REQUIRED',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  PASSWORD_REUSED: 'PASSWORD_REUSED',
  /** Common, in a breached-password list, or otherwise easy to guess (issue 11.7). */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  /** Built from the account name, e-mail, phone number or real name. */
  PASSWORD_PERSONAL_INFO: 'PASSWORD_PERSONAL_INFO',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  INVALID_INVITATION_CODE: 'INVALID_INVITATION_CODE',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  SECOND_FACTOR_INVALID: 'SECOND_FACTOR_INVALID',
  CHALLENGE_EXPIRED: 'CHALLENGE_EXPIRED',
  TOTP_ENROLMENT_REQUIRED: 'TOTP_ENROLMENT_REQUIRED',
  // Phone and e-mail verification (portal-shell spec §8)
  INVALID_PHONE_NUMBER: 'INVALID_PHONE_NUMBER',
  MISSING_PHONE_NUMBER: 'MISSING_PHONE_NUMBER',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  MISSING_VERIFICATION_CODE: 'MISSING_VERIFICATION_CODE',
  CAPTCHA_CHECK_FAILED: 'CAPTCHA_CHECK_FAILED',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  OPERATION_NOT_ALLOWED: 'OPERATION_NOT_ALLOWED',
  CODE_EXPIRED: 'CODE_EXPIRED',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  // Money
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  VENDOR_MAINTENANCE: 'VENDOR_MAINTENANCE',
  REAL_NAME_REQUIRED: 'REAL_NAME_REQUIRED',
  PAYEE_NAME_MISMATCH: 'PAYEE_NAME_MISMATCH',
  PAYMENT_PASSWORD_NOT_SET: 'PAYMENT_PASSWORD_NOT_SET',
  WRONG_PAYMENT_PASSWORD: 'WRONG_PAYMENT_PASSWORD',
  PAYMENT_PASSWORD_LOCKED: 'PAYMENT_PASSWORD_LOCKED',
  TURNOVER_NOT_MET: 'TURNOVER_NOT_MET',
  DAILY_LIMIT_REACHED: 'DAILY_LIMIT_REACHED',
  INVALID_STATE: 'INVALID_STATE',
  REVIEW_REQUIRED: 'REVIEW_REQUIRED',
  SECOND_APPROVER_REQUIRED: 'SECOND_APPROVER_REQUIRED',
  NO_UPLINE_AGENT: 'NO_UPLINE_AGENT',
  NOT_IN_TEAM: 'NOT_IN_TEAM',
  /** A platform message that is not the member's, or was deleted. */
  MESSAGE_NOT_FOUND: 'MESSAGE_NOT_FOUND',
  /** An operator's message names a member account or a VIP rank that does not exist. */
  RECIPIENT_NOT_FOUND: 'RECIPIENT_NOT_FOUND',
  /** An operator's message would reach nobody (a rank no member holds): nothing is sent. */
  NO_RECIPIENTS: 'NO_RECIPIENTS',
  /** A transfer to a downline whose account is locked: the money would sit where nobody can use it. */
  DOWNLINE_LOCKED: 'DOWNLINE_LOCKED',
  DECRYPTION_FAILED: 'DECRYPTION_FAILED',
  // Becoming an agent (member-and-agent-centres spec §6)
  /** The member already has an application waiting for an operator. */
  AGENT_APPLICATION_OPEN: 'AGENT_APPLICATION_OPEN',
  ALREADY_AGENT: 'ALREADY_AGENT',
  /** Another operator decided this application first (or it was decided before). */
  AGENT_APPLICATION_DECIDED: 'AGENT_APPLICATION_DECIDED',
  // Agent contracts (member-and-agent-centres spec §4, issue 14)
  /** Tiers that are not a contract: none or too many, falling thresholds or rates, a rate out of range. */
  CONTRACT_TERMS_INVALID: 'CONTRACT_TERMS_INVALID',
  /** A contract is offered to a direct downline that is an agent, by an agent. */
  CONTRACT_DOWNLINE_NOT_AGENT: 'CONTRACT_DOWNLINE_NOT_AGENT',
  /** The upline has no terms of this kind itself, so it has nothing to share. */
  CONTRACT_NO_UPLINE_TERMS: 'CONTRACT_NO_UPLINE_TERMS',
  /** A tier's rate is above what the upline itself gets at that tier's thresholds (spec §4 rate rule). */
  CONTRACT_RATE_ABOVE_UPLINE: 'CONTRACT_RATE_ABOVE_UPLINE',
  /** A dividend runs over the same period as the upline's own dividend. */
  CONTRACT_PERIOD_MISMATCH: 'CONTRACT_PERIOD_MISMATCH',
  /** Accepting would end the downline's own contracts that the new rates no longer cover: it must agree first. */
  CONTRACT_ENDS_DOWNLINE_CONTRACTS: 'CONTRACT_ENDS_DOWNLINE_CONTRACTS',
  /** The contract is not in a state that allows this action, or the caller is not the side that may take it. */
  CONTRACT_ACTION_NOT_ALLOWED: 'CONTRACT_ACTION_NOT_ALLOWED',
  /** A payment waiting for funds is retried, or cancelled, by an operator only while it still waits. */
  SETTLEMENT_NOT_WAITING: 'SETTLEMENT_NOT_WAITING',
  // Rewards (member-and-agent-centres spec §1, issue 16)
  /** A bonus's wagering is outstanding: no money leaves the wallet (withdrawal, transfer) until it is met. */
  BONUS_WAGERING_INCOMPLETE: 'BONUS_WAGERING_INCOMPLETE',
  /** No such bonus (or not this member's). */
  BONUS_NOT_FOUND: 'BONUS_NOT_FOUND',
  /** Only an active bonus may be cancelled: this one is completed or cancelled already. */
  BONUS_NOT_ACTIVE: 'BONUS_NOT_ACTIVE',
  /** No such activity (or one the member may not see). */
  ACTIVITY_NOT_FOUND: 'ACTIVITY_NOT_FOUND',
  /** The activity does not offer this now: not started, ended, not for this member, or not in this state. */
  ACTIVITY_NOT_AVAILABLE: 'ACTIVITY_NOT_AVAILABLE',
  /** The reward was claimed already (today's sign-in is done, the claim was made): it pays once. */
  REWARD_ALREADY_CLAIMED: 'REWARD_ALREADY_CLAIMED',
  /** No valid bet since the last claim earns a rebate yet (or the rates are zero). */
  REBATE_NOTHING_TO_CLAIM: 'REBATE_NOTHING_TO_CLAIM',
  /** The member has fewer points than the redemption needs. */
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  /** No such mall item, or one no longer offered. */
  MALL_ITEM_NOT_FOUND: 'MALL_ITEM_NOT_FOUND',
  /** The mall item's stock is less than the quantity asked. */
  MALL_ITEM_OUT_OF_STOCK: 'MALL_ITEM_OUT_OF_STOCK',
  /** No such points redemption. */
  REDEMPTION_NOT_FOUND: 'REDEMPTION_NOT_FOUND',
  /** The redemption was approved or rejected already: it is decided once. */
  REDEMPTION_DECIDED: 'REDEMPTION_DECIDED',
  /** The VIP bonus is not the member's to claim now (no such bonus at the rank, not the birth month, no birthday). */
  VIP_BONUS_NOT_AVAILABLE: 'VIP_BONUS_NOT_AVAILABLE',
  /** The VIP ladder is not valid: levels from 0 in steps of one, thresholds rising with the level. */
  VIP_LADDER_INVALID: 'VIP_LADDER_INVALID',
  /** The member applied to this activity already in this period (once, or once a day): one application each. */
  ACTIVITY_ALREADY_APPLIED: 'ACTIVITY_ALREADY_APPLIED',
  /** No such activity application (the console's review queue). */
  APPLICATION_NOT_FOUND: 'APPLICATION_NOT_FOUND',
  /** The application was approved or rejected already: it is decided once. */
  APPLICATION_DECIDED: 'APPLICATION_DECIDED',
  /** Today's lucky-wheel spin is not earned yet: the day's valid bets are under the wheel's threshold. */
  WHEEL_SPIN_NOT_EARNED: 'WHEEL_SPIN_NOT_EARNED',
  /** Today's lucky-wheel spin was made already: one spin a day. */
  WHEEL_ALREADY_SPUN: 'WHEEL_ALREADY_SPUN',
  /** The registration's referral code (recommenderId) is no member's invite code. */
  INVALID_REFERRAL_CODE: 'INVALID_REFERRAL_CODE',
  /** No such invitee of the caller's (another member's invitee is not shown either). */
  REFERRAL_NOT_FOUND: 'REFERRAL_NOT_FOUND',
  /** The invitee has not reached the rule's deposits and valid bets (or the rule pays nothing). */
  REFERRAL_NOT_QUALIFIED: 'REFERRAL_NOT_QUALIFIED',
  /** The reward for this invitee was paid already: once per invitee. */
  REFERRAL_ALREADY_REWARDED: 'REFERRAL_ALREADY_REWARDED',
  /** The referral rule is not valid: a rule that pays needs a deposit or valid-bet threshold. */
  REFERRAL_RULE_INVALID: 'REFERRAL_RULE_INVALID',
  /** No such mission, or it is closed: nothing to claim or edit. */
  MISSION_NOT_FOUND: 'MISSION_NOT_FOUND',
  /** The mission's target is not reached in this period yet. */
  MISSION_NOT_COMPLETED: 'MISSION_NOT_COMPLETED',
  /** A mission's figures do not fit its kind (a count that is not whole, a category off a bet mission, a change of period or kind). */
  MISSION_INVALID: 'MISSION_INVALID',
  /** No such support ticket of the caller's (another member's ticket is not shown either, S8). */
  FEEDBACK_NOT_FOUND: 'FEEDBACK_NOT_FOUND',
  /** The support ticket is closed: it takes no more replies (a new ticket asks again). */
  FEEDBACK_CLOSED: 'FEEDBACK_CLOSED',
  /** The member has as many tickets open as the brand allows: one must be closed before another is filed. */
  FEEDBACK_OPEN_LIMIT: 'FEEDBACK_OPEN_LIMIT',
  /** No such chat conversation of the caller's: a visitor token or socket ticket that names none (or another's). */
  CHAT_NOT_FOUND: 'CHAT_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes attached to a single field of a VALIDATION_FAILED answer. */
export const FieldErrorCode = {
  REQUIRED: 'REQUIRED',
  INVALID_TYPE: 'INVALID_TYPE',
  INVALID_VALUE: 'INVALID_VALUE',
  TOO_SHORT: 'TOO_SHORT',
  TOO_LONG: 'TOO_LONG',
  TOO_SMALL: 'TOO_SMALL',
  TOO_BIG: 'TOO_BIG',
  INVALID_FORMAT: 'INVALID_FORMAT',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  /** A control character (NUL, escape...) or, in a one-line field, a line break: nobody types one. */
  CONTROL_CHARACTERS: 'CONTROL_CHARACTERS',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
