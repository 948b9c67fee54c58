import { DOMAIN_ROUTE_LIMIT } from '@playhall/contracts/constants';
import { FeatureModule, flattenFeatures } from '@playhall/contracts/features';
import type { RegisterField } from '@playhall/contracts/field-rules';
import { isOfferedLanguage, type LanguageCode } from '@playhall/contracts/languages';
import type {
  Banner,
  Bootstrap,
  Brand,
  Country,
  Notice,
  RegisterSettings,
  SystemStatusValue,
} from '@playhall/contracts/system';
import { SystemStatus } from '@playhall/contracts/system';
import { isPatternId, VALIDATION_PATTERNS } from '@playhall/contracts/validation-patterns';
import type { FastifyBaseLogger } from 'fastify';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import type { ClientInfo } from '../../http/client-info';
import { sanitizeContentTexts } from '../content/sanitize';
import { brandZoneSpan } from './brand-zone';
import { buildFeatureTree } from './feature-tree';
import { pickLanguage } from './notice-texts';
import * as queries from './queries';
import { compileRegionRules, isRegionBlocked } from './region';

export type SystemService = ReturnType<typeof createSystemService>;

/** The bootstrap's fields written per request; the rest is serialised once. */
type PerVisit =
  | 'serverTime'
  | 'zoneOffset'
  | 'location'
  | 'maintenance'
  | 'maintenanceEnd'
  | 'regionRestriction';

function isMaintenanceActive(settings: queries.SiteSettingsRow, now: Date): boolean {
  if (!settings.maintenanceEnabled) return false;
  if (settings.maintenanceStart && now < settings.maintenanceStart) return false;
  return !(settings.maintenanceEnd && now >= settings.maintenanceEnd);
}

export function createSystemService({
  db,
  cache,
  log,
}: {
  db: Db;
  cache: TableCache;
  log: FastifyBaseLogger;
}) {
  const siteSettings = cache.cached(['site_settings'], () => queries.selectSiteSettings(db));

  const whitelabel = cache.cached(['feature_modules'], async () => {
    const tree = buildFeatureTree(await queries.selectFeatureModules(db));
    return { tree, flags: flattenFeatures(tree) };
  });

  const registerSettings = cache.cached(
    ['register_settings', 'feature_modules'],
    async (): Promise<RegisterSettings> => {
      const [row, features] = await Promise.all([queries.selectRegisterSettings(db), whitelabel()]);
      const flag = (id: string) => features.flags[id] === true;
      const mobileRegistration = flag(FeatureModule.MOBILE_REGISTRATION);
      return {
        defaultMode: mobileRegistration ? row.defaultMode : 'USERNAME',
        mobileRegistration,
        smsVerification: flag(FeatureModule.SMS_VERIFICATION),
        captchaOnRegister: row.captchaOnRegister,
        passwordChangeByPhone: flag(FeatureModule.MOBILE_PASSWORD_CHANGE),
        defaultCountryDialingCode: row.defaultCountryDialingCode,
        minimumAge: row.minimumAge,
      };
    },
  );

  const fieldRules = cache.cached(['register_field_rules'], async () =>
    (await queries.selectRegisterFieldRules(db)).map((row) => ({
      field: row.field as RegisterField,
      enabled: row.enabled,
      required: row.required,
      patternId: row.patternId,
      acceptedPattern:
        row.patternId !== null && isPatternId(row.patternId)
          ? VALIDATION_PATTERNS[row.patternId].source
          : null,
      minLength: row.minLength,
      maxLength: row.maxLength,
    })),
  );

  const domainRoutes = cache.cached(['domain_routes'], () => queries.selectDomainRoutes(db));
  const customerServices = cache.cached(['customer_services'], () => queries.selectCustomerServices(db));
  const siteResources = cache.cached(['site_resources'], () => queries.selectSiteResources(db));
  const banners = cache.cached(['banners'], () => queries.selectBanners(db));
  // Sanitised once per change of the table: a row written straight into it (psql, a script) is cleaned too (X1).
  const notices = cache.cached(['notices'], async () =>
    (await queries.selectNotices(db)).map((row) => ({ ...row, content: sanitizeContentTexts(row.content) })),
  );

  const countries = cache.cached(
    ['countries'],
    async (): Promise<Country[]> =>
      (await queries.selectCountries(db)).map((row) => ({
        countryCode: row.countryCode,
        countryDialingCode: row.dialingCode,
        name: row.name,
        flag: `COUNTRY_FLAG/${row.countryCode}.png`,
      })),
  );

  const regionRules = cache.cached(['region_rules'], async () => {
    const { compiled, invalid } = compileRegionRules(await queries.selectRegionRules(db));
    if (invalid.length > 0) log.warn({ invalid }, 'region rules that do not parse are ignored');
    return compiled;
  });

  async function brand(): Promise<Brand> {
    const settings = await siteSettings();
    return {
      name: settings.brandName,
      merchantCode: settings.merchantCode,
      currency: settings.currency,
      currencySymbol: settings.currencySymbol,
      timeZone: settings.timeZone,
      defaultLanguage: isOfferedLanguage(settings.defaultLanguage) ? settings.defaultLanguage : 'en',
      licence: settings.licence,
    };
  }

  async function domainRouteList(device: 0 | 1) {
    return (await domainRoutes())
      .filter((route) => route.device === device)
      .slice(0, DOMAIN_ROUTE_LIMIT)
      .map((route) => ({ domainName: route.domainName, speed: 0, type: route.type }));
  }

  /** Maintenance wins over region restriction (portal-shell spec §4). */
  async function getStatus(client: ClientInfo, now = new Date()): Promise<SystemStatusValue> {
    const [settings, rules] = await Promise.all([siteSettings(), regionRules()]);
    const maintenance = isMaintenanceActive(settings, now);
    const restricted = !maintenance && settings.regionRestrictionEnabled && isRegionBlocked(rules, client);
    return {
      status: maintenance
        ? SystemStatus.MAINTENANCE
        : restricted
          ? SystemStatus.REGION_RESTRICTED
          : SystemStatus.NORMAL,
      maintenanceEnd: maintenance && settings.maintenanceEnd ? settings.maintenanceEnd.toISOString() : null,
      ip: client.ip,
      countryCode: client.countryCode,
      support: { email: settings.supportEmail, telegram: settings.supportTelegram },
    };
  }

  /** The part of the bootstrap that is the same for every visitor, serialised once per change of its tables. */
  const bootstrapCommon = cache.cached(
    [
      'site_settings',
      'feature_modules',
      'register_settings',
      'customer_services',
      'domain_routes',
      'site_resources',
    ],
    async () => {
      const [settings, features, register, services, routes, resources, brandInfo] = await Promise.all([
        siteSettings(),
        whitelabel(),
        registerSettings(),
        customerServices(),
        domainRouteList(0),
        siteResources(),
        brand(),
      ]);
      const common = {
        brand: brandInfo,
        customerService: services,
        domainRoute: routes,
        resources,
        whitelabel: features.tree,
        register,
        mainDomain: settings.mainDomain,
        analytics: { gtagId: settings.gtagId },
        imageCDNs: settings.imageCdns,
        launchGameCDNs: settings.launchGameCdns,
      } satisfies Omit<Bootstrap, PerVisit>;
      return JSON.stringify(common).slice(1, -1);
    },
  );

  /**
   * The bootstrap answer as JSON text: the common part comes pre-serialised, only the visitor's own fields are
   * written per request. It is the first call of every visit, so it is worth the care.
   */
  async function getBootstrapJson(client: ClientInfo): Promise<string> {
    const [common, status, settings] = await Promise.all([
      bootstrapCommon(),
      getStatus(client),
      siteSettings(),
    ]);
    const now = new Date();
    const own = JSON.stringify({
      serverTime: now.toISOString(),
      zoneOffset: brandZoneSpan(settings.timeZone, now),
      location: { ip: client.ip, countryCode: client.countryCode },
      maintenance: status.status === SystemStatus.MAINTENANCE,
      maintenanceEnd: status.maintenanceEnd,
      regionRestriction: status.status === SystemStatus.REGION_RESTRICTED,
    } satisfies Pick<Bootstrap, PerVisit>);
    return `{"success":true,"code":"OK","message":"","value":{${common},${own.slice(1)}}`;
  }

  async function getBanners(groupName: string): Promise<Banner[]> {
    return (await banners())
      .filter((banner) => banner.groupName === groupName)
      .map((banner) => ({
        id: banner.id,
        groupName: banner.groupName,
        title: banner.title,
        url: banner.imageUrl,
        linkageType: banner.linkageType ?? null,
        linkageTarget: banner.linkageTarget,
      }));
  }

  /** Public notices of the given types and execution, published by `now` (agents-only ones are never read). */
  async function getNotices(
    filter: { types: string[]; executions: string[] },
    language: LanguageCode,
    now = new Date(),
  ): Promise<Notice[]> {
    const fallback = (await brand()).defaultLanguage;
    return (await notices())
      .filter(
        (notice) =>
          filter.types.includes(notice.type) &&
          filter.executions.includes(notice.execution) &&
          notice.publishedAt <= now,
      )
      .map((notice) => ({
        id: notice.id,
        type: notice.type as Notice['type'],
        execution: notice.execution as Notice['execution'],
        title: pickLanguage(notice.title, language, fallback),
        content: pickLanguage(notice.content, language, fallback),
        timestamp: notice.publishedAt.toISOString(),
      }));
  }

  /**
   * What the access gate needs on every API call: whether the site refuses work, and until when. The visitor is
   * read (address, proxy headers, country) only when a region rule could apply.
   */
  async function refusal(
    readClient: () => ClientInfo,
    now = new Date(),
  ): Promise<{ status: SystemStatusValue['status']; maintenanceEnd: string | null } | null> {
    const settings = await siteSettings();
    if (isMaintenanceActive(settings, now)) {
      return {
        status: SystemStatus.MAINTENANCE,
        maintenanceEnd: settings.maintenanceEnd ? settings.maintenanceEnd.toISOString() : null,
      };
    }
    if (!settings.regionRestrictionEnabled) return null;
    return isRegionBlocked(await regionRules(), readClient())
      ? { status: SystemStatus.REGION_RESTRICTED, maintenanceEnd: null }
      : null;
  }

  return {
    brand,
    getStatus,
    refusal,
    getBootstrapJson,
    getWhitelabel: async () => (await whitelabel()).tree,
    getFeatureFlags: async () => (await whitelabel()).flags,
    getRegisterSettings: registerSettings,
    /** The brand's main domain (host, with a port when it has one): where invitation links point. */
    getMainDomain: async () => (await siteSettings()).mainDomain,
    getFieldRules: fieldRules,
    getDomainRoutes: domainRouteList,
    getCustomerServices: customerServices,
    getSiteResources: siteResources,
    getCountries: countries,
    getBanners,
    getNotices,
  };
}
