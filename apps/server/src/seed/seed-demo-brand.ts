import { AGENT_NOTICE_TYPE } from '@playhall/contracts/announcement-rules';
import { REGISTER_FIELDS } from '@playhall/contracts/field-rules';
import { NAV_CATEGORY_ORDER } from '@playhall/contracts/games';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameCategories, vendorCategories, vendors } from '../db/schema/catalogue';
import {
  banners,
  countries,
  customerServices,
  domainRoutes,
  featureModules,
  notices,
  registerFieldRules,
  registerSettings,
  siteResources,
  siteSettings,
} from '../db/schema/site';
import { sanitizeContentTexts } from '../modules/content/sanitize';
import { DEMO_AGENT_NOTICES } from './agent-notices';
import { DEMO_BANNERS, DEMO_FEATURE_TREE, DEMO_FIELD_RULES, DEMO_NOTICES } from './content';
import { COUNTRIES } from './countries';
import { DEMO_VENDORS } from './vendors';

const SEED_LOCK_KEY = 7_401_002;

/**
 * Loads the demo brand into an empty database, in one transaction, once: several nodes starting together on one
 * PostgreSQL take an advisory lock and only the first finds the database empty. Returns whether it seeded.
 * Everything here is ordinary data that operators edit later; nothing is hard-coded in the client.
 */
export async function seedDemoBrand(db: Db, { publicUrl }: { publicUrl: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: siteSettings.id }).from(siteSettings);
    if (existing.length > 0) return false;

    const url = new URL(publicUrl);
    await tx.insert(siteSettings).values({
      brandName: 'Playhall',
      merchantCode: 'PLAYHALL',
      currency: 'CNY',
      currencySymbol: '¥',
      timeZone: 'Asia/Shanghai',
      defaultLanguage: 'en',
      licence: 'Licensed by the Curaçao Gaming Control Board (demo brand: licence number DEMO-0000)',
      mainDomain: url.host,
      gtagId: null,
      imageCdns: ['/img'],
      launchGameCdns: ['/'],
      supportEmail: 'support@playhall.example',
      supportTelegram: '@playhall_support',
    });

    await tx
      .insert(featureModules)
      .values(DEMO_FEATURE_TREE.map((module, index) => ({ ...module, enabled: true, sortOrder: index })));

    await tx.insert(registerSettings).values({
      defaultMode: 'USERNAME',
      captchaOnRegister: false,
      defaultCountryDialingCode: '+86',
      minimumAge: 18,
    });

    await tx.insert(registerFieldRules).values(
      REGISTER_FIELDS.map((field, index) => {
        const rule = DEMO_FIELD_RULES[field];
        if (!rule) throw new Error(`No demo rule for registration field ${field}`);
        return { field, ...rule, sortOrder: index };
      }),
    );

    const mirror = new URL(publicUrl);
    mirror.hostname = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
    await tx.insert(domainRoutes).values([
      { domainName: url.origin, type: 'MAIN', device: 0, sortOrder: 0 },
      { domainName: mirror.origin, type: 'MIRROR', device: 0, sortOrder: 1 },
      { domainName: url.origin, type: 'MAIN', device: 1, sortOrder: 0 },
    ]);

    await tx.insert(customerServices).values([
      { csType: 'LIVE_CHAT', name: 'Live chat', path: '/chat', sortOrder: 0 },
      { csType: 'TELEGRAM', name: 'Telegram', path: 'https://t.me/playhall_support', sortOrder: 1 },
      { csType: 'EMAIL', name: 'E-mail', path: 'mailto:support@playhall.example', sortOrder: 2 },
    ]);

    await tx.insert(siteResources).values([
      { resourceType: 'DOWNLOAD', labelNameEn: 'App download', url: '/down', sortOrder: 0 },
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/playhall_demo', sortOrder: 1 },
      {
        resourceType: 'FACEBOOK',
        labelNameEn: 'Facebook',
        url: 'https://www.facebook.com/playhall.demo',
        sortOrder: 2,
      },
      // Where the /down page's iOS and Android guides send people (and draw as QR codes): the brand's app links.
      {
        resourceType: 'APP_IOS',
        labelNameEn: 'iOS app',
        url: 'https://download.playhall.example/ios',
        sortOrder: 3,
      },
      {
        resourceType: 'APP_ANDROID',
        labelNameEn: 'Android app',
        url: 'https://download.playhall.example/android',
        sortOrder: 4,
      },
    ]);

    await tx
      .insert(banners)
      .values(DEMO_BANNERS.map((banner, index) => ({ ...banner, groupName: 'w_home', sortOrder: index })));

    await tx.insert(notices).values(
      DEMO_NOTICES.map((notice, index) => ({
        type: notice.type,
        execution: notice.execution,
        title: notice.title,
        content: sanitizeContentTexts(notice.content),
        sortOrder: index,
      })),
    );
    await tx.insert(notices).values(
      DEMO_AGENT_NOTICES.map((notice) => ({
        type: AGENT_NOTICE_TYPE,
        execution: 'A',
        title: notice.title,
        content: sanitizeContentTexts(notice.content),
        publishedAt: new Date(Date.now() - notice.daysAgo * 86_400_000),
      })),
    );

    await tx.insert(countries).values(
      COUNTRIES.map(([countryCode, dialingCode, name], index) => ({
        countryCode,
        dialingCode,
        name,
        sortOrder: index,
      })),
    );

    await tx
      .insert(gameCategories)
      .values([...NAV_CATEGORY_ORDER, 'COCKFIGHT'].map((code, index) => ({ code, sortOrder: index })));

    await tx.insert(vendors).values(
      DEMO_VENDORS.map(({ categories: _categories, ...vendor }, index) => ({
        ...vendor,
        sortOrder: index,
      })),
    );
    await tx.insert(vendorCategories).values(
      DEMO_VENDORS.flatMap((vendor, index) =>
        vendor.categories.map((categoryCode) => ({
          vendorCode: vendor.code,
          categoryCode,
          sortOrder: index,
        })),
      ),
    );
    return true;
  });
}
