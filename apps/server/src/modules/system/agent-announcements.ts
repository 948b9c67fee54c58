import type { AgentAnnouncement } from '@playhall/contracts/announcements';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { NumberedPage } from '@playhall/contracts/paging';
import { pageOf } from '@playhall/contracts/paging';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { sanitizeContentTexts } from '../content/sanitize';
import { pickLanguage } from './notice-texts';
import { selectAgentNotices } from './queries';

/**
 * agentAnnouncement: the enabled agents-only announcements (type AG, decision 0030), newest first, in the agent's
 * language. The copy is cached with the notices table and sanitised once per change, so a row written straight
 * into the table (psql, a script) still reaches agents cleaned (X1). Publication is checked per request.
 */
export function createAgentAnnouncements({
  db,
  cache,
  defaultLanguage,
}: {
  db: Db;
  cache: TableCache;
  defaultLanguage: () => Promise<LanguageCode>;
}) {
  const announcements = cache.cached(['notices'], async () =>
    (await selectAgentNotices(db)).map((row) => ({
      id: row.id,
      publishedAt: row.publishedAt,
      title: row.title,
      content: sanitizeContentTexts(row.content),
    })),
  );

  return async function agentAnnouncementPage(
    query: { pageNo: number; pageSize: number },
    language: LanguageCode,
    now = new Date(),
  ): Promise<NumberedPage<AgentAnnouncement>> {
    const fallback = await defaultLanguage();
    const published = (await announcements()).filter((item) => item.publishedAt <= now);
    const page = pageOf(published, query.pageNo, query.pageSize);
    return {
      content: page.content.map((item) => ({
        id: item.id,
        title: pickLanguage(item.title, language, fallback),
        content: pickLanguage(item.content, language, fallback),
        timestamp: item.publishedAt.toISOString(),
      })),
      totalPages: page.totalPages,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalElements: published.length,
    };
  };
}

export type AgentAnnouncementPage = ReturnType<typeof createAgentAnnouncements>;
