import { AGENT_NOTICE_TYPE } from '@playhall/contracts/announcement-rules';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  banners,
  countries,
  customerServices,
  domainRoutes,
  featureModules,
  notices,
  regionRules,
  registerFieldRules,
  registerSettings,
  siteResources,
  siteSettings,
} from '../../db/schema/site';

export async function selectSiteSettings(db: Db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('site_settings is empty: the database was not seeded');
  return row;
}

export type SiteSettingsRow = Awaited<ReturnType<typeof selectSiteSettings>>;

export function selectFeatureModules(db: Db) {
  return db.select().from(featureModules).orderBy(asc(featureModules.sortOrder), asc(featureModules.modId));
}

export async function selectRegisterSettings(db: Db) {
  const [row] = await db.select().from(registerSettings).where(eq(registerSettings.id, 1));
  if (!row) throw new Error('register_settings is empty: the database was not seeded');
  return row;
}

export function selectRegisterFieldRules(db: Db) {
  return db.select().from(registerFieldRules).orderBy(asc(registerFieldRules.sortOrder));
}

export function selectDomainRoutes(db: Db) {
  return db
    .select()
    .from(domainRoutes)
    .where(eq(domainRoutes.enabled, true))
    .orderBy(asc(domainRoutes.sortOrder), asc(domainRoutes.id));
}

export function selectCustomerServices(db: Db) {
  return db
    .select({
      id: customerServices.id,
      csType: customerServices.csType,
      name: customerServices.name,
      path: customerServices.path,
    })
    .from(customerServices)
    .where(eq(customerServices.enabled, true))
    .orderBy(asc(customerServices.sortOrder), asc(customerServices.id));
}

export function selectSiteResources(db: Db) {
  return db
    .select({
      id: siteResources.id,
      resourceType: siteResources.resourceType,
      labelNameEn: siteResources.labelNameEn,
      url: siteResources.url,
    })
    .from(siteResources)
    .where(eq(siteResources.enabled, true))
    .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
}

export function selectBanners(db: Db) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** The public notices: agents-only items (AG) are left out here, in the query, not by each caller. */
export function selectNotices(db: Db) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.enabled, true), ne(notices.type, AGENT_NOTICE_TYPE)))
    .orderBy(asc(notices.sortOrder), asc(notices.id));
}

/** Every enabled announcement, agents-only ones too, newest first (the lists; decision 0030). */
export function selectEnabledNoticesNewestFirst(db: Db) {
  return db
    .select()
    .from(notices)
    .where(eq(notices.enabled, true))
    .orderBy(desc(notices.publishedAt), desc(notices.id));
}

export function selectCountries(db: Db) {
  return db
    .select({ countryCode: countries.countryCode, dialingCode: countries.dialingCode, name: countries.name })
    .from(countries)
    .where(and(eq(countries.enabled, true)))
    .orderBy(asc(countries.sortOrder), asc(countries.name));
}

export function selectRegionRules(db: Db) {
  return db
    .select({ action: regionRules.action, kind: regionRules.kind, value: regionRules.value })
    .from(regionRules);
}
