import { z } from 'zod';
import { NOTICE_EXECUTIONS, PUBLIC_NOTICE_TYPES } from './announcement-rules';
import { zFieldRule } from './field-rules';
import { GAME_CATEGORIES, VENDOR_STATUSES, WALLET_TYPES } from './games';
import { LANGUAGE_CODES, OFFERED_LANGUAGE_CODES } from './languages';

/** System status codes (portal-shell spec §4). Maintenance wins over region restriction. */
export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export const zSystemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEnd: z.string().nullable().describe('ISO time the maintenance window ends, when known'),
  ip: z.string().describe('The visitor address as the server sees it'),
  countryCode: z.string().nullable(),
  support: z.object({ email: z.string().nullable(), telegram: z.string().nullable() }),
});
export type SystemStatusValue = z.infer<typeof zSystemStatus>;

export type FeatureTreeNode = {
  modId: string;
  name: string;
  enabled: boolean;
  childrenNodes: FeatureTreeNode[];
};
export const zFeatureNode: z.ZodType<FeatureTreeNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(zFeatureNode),
  }),
);
// A recursive schema is referenced by name in the OpenAPI document; unnamed, its reference would dangle.
z.globalRegistry.add(zFeatureNode, { id: 'FeatureNode' });

export const zRegisterSettings = z.object({
  defaultMode: z.enum(['USERNAME', 'MOBILE']),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  captchaOnRegister: z.boolean(),
  passwordChangeByPhone: z.boolean(),
  defaultCountryDialingCode: z.string(),
  minimumAge: z.number().int(),
});
export type RegisterSettings = z.infer<typeof zRegisterSettings>;

export const zRegisterFieldRules = z.array(zFieldRule);

export const zDomainRoute = z.object({ domainName: z.string(), speed: z.number().int(), type: z.string() });
export type DomainRoute = z.infer<typeof zDomainRoute>;

export const zCustomerService = z.object({
  id: z.number().int(),
  csType: z.string(),
  name: z.string(),
  path: z.string(),
});
export type CustomerService = z.infer<typeof zCustomerService>;

export const zSiteResource = z.object({
  id: z.number().int(),
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type SiteResource = z.infer<typeof zSiteResource>;

export const zBanner = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  url: z.string().describe('Image address'),
  linkageType: z.enum(['URL', 'ROUTE']).nullable().describe('Set when the banner is clickable'),
  linkageTarget: z.string().nullable(),
});
export type Banner = z.infer<typeof zBanner>;

/** The public call's types: an agents-only announcement (AG) is never one of them (decision 0030). */
export const NOTICE_TYPES = PUBLIC_NOTICE_TYPES;
export { NOTICE_EXECUTIONS };

export const zNotice = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  execution: z.enum(NOTICE_EXECUTIONS),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  timestamp: z.string().describe('ISO time of publication'),
});
export type Notice = z.infer<typeof zNotice>;

export const zCountry = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
  flag: z.string().describe('Image path, relative to an image CDN'),
});
export type Country = z.infer<typeof zCountry>;

export const zBrand = z.object({
  name: z.string(),
  merchantCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  timeZone: z.string(),
  defaultLanguage: z.enum(LANGUAGE_CODES),
  licence: z.string(),
});
export type Brand = z.infer<typeof zBrand>;

export const zBootstrap = z.object({
  brand: zBrand,
  serverTime: z.string(),
  zoneOffset: z
    .object({ minutes: z.number().int(), from: z.string(), until: z.string() })
    .describe(
      "The brand zone's offset from UTC in minutes and the span [from, until) around now in which it holds (at most a year either side)",
    ),
  customerService: z.array(zCustomerService),
  domainRoute: z.array(zDomainRoute),
  resources: z.array(zSiteResource),
  whitelabel: z.array(zFeatureNode),
  register: zRegisterSettings,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
});
export type Bootstrap = z.infer<typeof zBootstrap>;

export const zVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  accountTypeName: z.string(),
  walletType: z.enum(WALLET_TYPES),
  status: z.enum(VENDOR_STATUSES),
  logo: z.string().describe('Image path, relative to an image CDN'),
});
export type VendorCard = z.infer<typeof zVendorCard>;

export const zGameMenu = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(zVendorCard),
});
export type GameMenu = z.infer<typeof zGameMenu>;

/** Query strings */
export const zNoticesQuery = z
  .object({
    types: z
      .string()
      .max(40)
      .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'Comma-separated notice types B, PL, PU, PR, H')
      .default('B,PL,PU,PR,H'),
    platform: z.enum(['W']).default('W'),
    execution: z
      .string()
      .max(8)
      .regex(/^(A|B|F)(,(A|B|F))*$/, 'Comma-separated executions A, B, F')
      .default('B')
      .describe('A logged-in user, B an anonymous visitor, F a first login; a user on first login asks A,F'),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();

export const zBannersQuery = z
  .object({
    groupName: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();

export const zDomainRouteQuery = z.object({ device: z.enum(['0', '1']).default('0') }).strict();

/** The speed test's ping: a random value in the address, so that no cache between answers it. */
export const zPingQuery = z.object({ r: z.string().max(64).optional() }).strict();

export const zGameMenusQuery = z.object({ language: z.enum(LANGUAGE_CODES).optional() }).strict();

/** Only an offered language can be chosen (languages.ts). */
export const zLanguageUpdate = z.object({ language: z.enum(OFFERED_LANGUAGE_CODES) }).strict();

export const zPublicKey = z.object({
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  spki: z.string().describe('base64 DER SubjectPublicKeyInfo'),
});
