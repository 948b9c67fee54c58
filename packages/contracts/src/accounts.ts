import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { withoutBidiControls, zShownName } from './text-safety';

/** Optional text field of a form: trimmed, no bidirectional controls; an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => withoutBidiControls(value).trim())
    .transform((value) => (value === '' ? undefined : value))
    .optional();

export const zDialingCode = z.string().regex(/^\+[0-9]{1,4}$/, 'A dialing code such as +86');
export const zRequestId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Human verification: the captcha the server drew, answered. */
export const zCaptchaAnswer = {
  captchaId: optionalText(64),
  captcha: optionalText(12),
};

export const zCaptcha = z.object({ id: z.string(), image: z.string().describe('data: URL of a PNG image') });
export type Captcha = z.infer<typeof zCaptcha>;

export const LOGIN_TYPES = ['username', 'sms'] as const;

export const zLoginRequest = z
  .object({
    type: z.enum(LOGIN_TYPES).default('username'),
    /** For type sms: the mobile number. */
    username: z
      .string()
      .max(64)
      .transform((value) => value.trim())
      .pipe(z.string().min(1)),
    /** For type sms: the verification code. */
    password: z.string().min(1).max(128),
    countryDialingCode: zDialingCode.optional(),
    /** For type sms: the id the code request answered. */
    requestId: zRequestId.optional(),
    /** Set by the agent login page: only agents may log in there. */
    agentLogin: z.boolean().optional(),
    ...zCaptchaAnswer,
  })
  .strict();
export type LoginRequest = z.input<typeof zLoginRequest>;

export const SECOND_FACTOR_METHODS = ['SMS', 'EMAIL', 'BANK_NAME', 'TOTP'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const zSessionGranted = z.object({
  status: z.literal('OK'),
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
});

export const zLoginResult = z.discriminatedUnion('status', [
  zSessionGranted,
  z.object({
    status: z.literal('SECOND_FACTOR'),
    challengeId: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    maskedPhone: z.string().nullable(),
    maskedEmail: z.string().nullable(),
  }),
]);
export type LoginResult = z.infer<typeof zLoginResult>;

export const zSecondFactorSend = z
  .object({ challengeId: z.string().max(64), method: z.enum(['SMS', 'EMAIL']) })
  .strict();

export const zSecondFactorVerify = z
  .object({
    challengeId: z.string().max(64),
    method: z.enum(SECOND_FACTOR_METHODS),
    answer: z.string().trim().min(1).max(100),
    requestId: zRequestId.optional(),
  })
  .strict();
export type SecondFactorVerify = z.input<typeof zSecondFactorVerify>;

export const zFreePlayRequest = z
  .object({ os: z.string().max(40).optional(), platform: z.enum(['W', 'H5']).default('W') })
  .strict();

/** Registration (portal-shell spec §3 "Registration user payload"); each field is checked by its server rule. */
export const zRegisterRequest = z
  .object({
    username: optionalText(64),
    password: z.string().max(128).optional(),
    confirmPassword: z.string().max(128).optional(),
    payeeName: optionalText(100),
    email: optionalText(200),
    qqNum: optionalText(40),
    mobileNum: optionalText(40),
    countryDialingCode: zDialingCode.optional(),
    recommenderId: optionalText(40),
    verificationCode: optionalText(12),
    requestId: zRequestId.optional(),
    affiliateCode: optionalText(40),
    referralCode: optionalText(40),
    paymentPassword: z.string().max(64).optional(),
    line: optionalText(100),
    whatsapp: optionalText(40),
    facebook: optionalText(100),
    wechat: optionalText(100),
    idNumber: optionalText(40),
    domain: optionalText(253),
    login: z.boolean().optional(),
    termsAccepted: z.boolean().optional(),
    firebaseChannel: optionalText(40),
    firebaseIdToken: optionalText(4096),
    ...zCaptchaAnswer,
  })
  .strict();
export type RegisterRequest = z.input<typeof zRegisterRequest>;

export const zAffiliateQuery = z
  .object({ code: z.string().trim().min(1).max(40), domain: z.string().max(253).optional() })
  .strict();
export const zAffiliateResult = z.object({ valid: z.boolean(), agentAccount: z.string().nullable() });

export const zSmsCodeRequest = z
  .object({
    mobileNum: optionalText(40),
    countryDialingCode: zDialingCode.optional(),
    purpose: z.enum(['LOGIN', 'RESET_PASSWORD']).default('LOGIN'),
    ...zCaptchaAnswer,
  })
  .strict();
export type SmsCodeRequest = z.input<typeof zSmsCodeRequest>;

export const zRegisterSmsCodeRequest = z
  .object({ mobileNo: optionalText(40), countryDialingCode: zDialingCode.optional(), ...zCaptchaAnswer })
  .strict();
export type RegisterSmsCodeRequest = z.input<typeof zRegisterSmsCodeRequest>;

export const zCodeSent = z.object({ expiredMinutes: z.number().int(), requestId: z.string() });
export type CodeSent = z.infer<typeof zCodeSent>;

export const zMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  realName: z.string().nullable(),
  /** YYYY-MM-DD, set once by the member (the VIP birthday bonus pays in its month). */
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  totpEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  firstTimeLogin: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof zMemberInfo>;

export const zPasswordChange = z
  .object({
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .strict();
export type PasswordChange = z.input<typeof zPasswordChange>;

export const zPasswordChanged = z.object({ token: z.string() });
export type PasswordChanged = z.infer<typeof zPasswordChanged>;

export const zForgotByEmail = z
  .object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(3).max(200) })
  .strict();
export type ForgotByEmail = z.input<typeof zForgotByEmail>;

export const zResetByLink = z
  .object({
    token: z.string().min(20).max(200),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .strict();
export type ResetByLink = z.input<typeof zResetByLink>;

export const zResetByPhone = z
  .object({
    mobileNum: z.string().trim().min(1).max(40),
    countryDialingCode: zDialingCode,
    verificationCode: z.string().trim().min(1).max(12),
    requestId: zRequestId,
    newPassword: z.string().min(1).max(128),
    ...zCaptchaAnswer,
  })
  .strict();
export type ResetByPhone = z.input<typeof zResetByPhone>;

export const zLoginHistoryEntry = z.object({
  ip: z.string(),
  userAgent: z.string().nullable(),
  method: z.string(),
  secondFactor: z.string().nullable(),
  createdAt: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof zLoginHistoryEntry>;

export const zSecurityOverview = z.object({
  info: zMemberInfo,
  loginHistory: z.array(zLoginHistoryEntry),
});
export type SecurityOverview = z.infer<typeof zSecurityOverview>;

export const zPasswordConfirm = z.object({ password: z.string().min(1).max(128) }).strict();

export const zTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof zTotpSetup>;

export const zTotpCode = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/),
  })
  .strict();

export const zTotpDisable = z
  .object({
    password: z.string().min(1).max(128),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/),
  })
  .strict();
export type TotpDisable = z.input<typeof zTotpDisable>;

export const zBindPhoneCode = z
  .object({ mobileNum: z.string().trim().min(1).max(40), countryDialingCode: zDialingCode })
  .strict();

export const zBindPhone = z
  .object({
    mobileNum: z.string().trim().min(1).max(40),
    countryDialingCode: zDialingCode,
    verificationCode: z.string().trim().min(1).max(12),
    requestId: zRequestId,
    password: z.string().min(1).max(128),
  })
  .strict();
export type BindPhone = z.input<typeof zBindPhone>;

export const zBindEmailCode = z.object({ email: z.string().trim().email().max(200) }).strict();

export const zBindEmail = z
  .object({
    email: z.string().trim().email().max(200),
    verificationCode: z.string().trim().min(1).max(12),
    requestId: zRequestId,
    password: z.string().min(1).max(128),
  })
  .strict();
export type BindEmail = z.input<typeof zBindEmail>;

/** A real calendar date (YYYY-MM-DD) of someone 18 or older, born after 1900. */
export const zBirthday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const adult = new Date();
    adult.setUTCFullYear(adult.getUTCFullYear() - 18);
    return value >= '1900-01-01' && date <= adult;
  }, 'A real date of someone 18 or older');

export const zProfileUpdate = z
  .object({
    nickname: zShownName(1, 30).optional(),
    realName: zShownName(2, 50).optional(),
    birthday: zBirthday.optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof zProfileUpdate>;
