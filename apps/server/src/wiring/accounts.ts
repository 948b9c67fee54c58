import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AccountSettings } from '../db/schema/auth';
import type { ClientInfo } from '../http/client-info';
import { startFreePlay } from '../modules/member/free-play';
import { createPasswordPolicy } from '../modules/member/password-policy';
import { createPasswordService } from '../modules/member/passwords';
import { memberLookups } from '../modules/member/queries';
import { createRegistration } from '../modules/member/register';
import { memberRoutes } from '../modules/member/routes';
import { createSecurityService } from '../modules/member/security';
import { securityRoutes } from '../modules/member/security-routes';
import { outboxEmail, smtpEmail } from '../modules/outbox/email';
import { createOutbox } from '../modules/outbox/outbox';
import { outboxSms, twilioSms } from '../modules/outbox/sms';
import { createReferralSignUp } from '../modules/rewards/referrals';
import type { Authenticator } from '../modules/session/authenticate';
import { createSessionGrant } from '../modules/session/grant';
import { createLoginService } from '../modules/session/login';
import { createLoginGuard } from '../modules/session/login-guard';
import { sessionRoutes } from '../modules/session/routes';
import { createSecondFactorService } from '../modules/session/second-factor';
import type { SystemService } from '../modules/system/service';
import { createCaptchaService } from '../modules/verification/captchas';
import { createCodeService } from '../modules/verification/codes';
import { verificationRoutes } from '../modules/verification/routes';
import { createCodeSender } from '../modules/verification/send-codes';

export type AccountsWiring = {
  config: Config;
  database: Database;
  system: SystemService;
  settings: () => Promise<AccountSettings>;
  auth: Authenticator;
  clientInfo: (request: FastifyRequest) => ClientInfo;
};

/** Registration, login, codes, second factor, password flows and the security centre, with the outbox that carries their e-mail and SMS. */
export async function registerAccounts(app: FastifyInstance, wiring: AccountsWiring): Promise<void> {
  const { config, database, system, settings, auth, clientInfo } = wiring;
  const flags = system.getFeatureFlags;
  const brandName = async () => (await system.brand()).name;
  const outbox = createOutbox({
    database,
    log: app.log,
    sms:
      config.SMS_PROVIDER === 'twilio'
        ? twilioSms({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            apiUrl: config.TWILIO_API_URL,
          })
        : outboxSms,
    email: config.SMTP_URL ? smtpEmail(config.SMTP_URL, config.MAIL_FROM) : outboxEmail,
  });
  const members = memberLookups(database);
  const grantSession = createSessionGrant({ database, members });
  const captchas = createCaptchaService(database);
  const codes = createCodeService(database);
  const registerSettings = system.getRegisterSettings;
  const fieldRules = system.getFieldRules;
  const sender = createCodeSender({
    memberByVerifiedPhone: members.byVerifiedPhone,
    settings,
    registerSettings,
    flags,
    captchas,
    codes,
    outbox,
    brandName,
  });
  const login = createLoginService({
    database,
    settings,
    flags,
    guard: createLoginGuard(database, captchas),
    codes,
    members,
    grantSession,
  });
  const secondFactor = createSecondFactorService({
    database,
    settings,
    codes,
    outbox,
    brandName,
    members,
    grantSession,
  });
  const passwordPolicy = createPasswordPolicy({ settings, brandName });
  const registration = createRegistration({
    database,
    settings,
    registerSettings,
    fieldRules,
    captchas,
    codes,
    passwordPolicy,
    grantSession,
    referral: createReferralSignUp({ database, featureFlags: flags }),
  });
  const passwords = createPasswordService({
    database,
    settings,
    flags,
    fieldRules,
    captchas,
    codes,
    outbox,
    publicUrl: config.PUBLIC_URL,
    brandName,
    passwordPolicy,
    grantSession,
  });

  const loginAttemptsPerMinute = config.LOGIN_ATTEMPTS_PER_MINUTE;
  await app.register(verificationRoutes, { captchas, sender, clientInfo });
  await app.register(sessionRoutes, {
    database,
    auth,
    login,
    secondFactor,
    freePlay: (client, userAgent) =>
      startFreePlay({ database, settings, flags, grantSession }, client, userAgent),
    clientInfo,
    loginAttemptsPerMinute,
  });
  await app.register(memberRoutes, {
    database,
    auth,
    registration,
    passwords,
    clientInfo,
    loginAttemptsPerMinute,
  });
  const security = createSecurityService({ database, settings, codes, outbox, brandName });
  await app.register(securityRoutes, {
    auth,
    security,
    clientInfo,
    sensitivePerMinute: loginAttemptsPerMinute,
  });
}
