import {
  AGENT_NOTICE_TYPE,
  type NoticeExecution,
  PUBLIC_NOTICE_TYPES,
} from '@playhall/contracts/announcement-rules';
import type { AnnouncementItem } from '@playhall/contracts/announcements';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { NumberedPage } from '@playhall/contracts/paging';
import { pageOf } from '@playhall/contracts/paging';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { sanitizeContentTexts } from '../content/sanitize';
import { pickLanguage } from './notice-texts';
import { selectEnabledNoticesNewestFirst } from './queries';

/** Who reads a list: agents (type AG, decision 0030), or a visitor class of the public list (spec §4). */
export type AnnouncementAudience =
  | { agents: true }
  | { agents: false; executions: readonly NoticeExecution[] };

/** A logged-in user's announcements are execution A and F (first login), an anonymous visitor's B (spec §4). */
export function publicAudience(isLoggedIn: boolean): AnnouncementAudience {
  return { agents: false, executions: isLoggedIn ? ['A', 'F'] : ['B'] };
}

const PUBLIC_TYPES: readonly string[] = PUBLIC_NOTICE_TYPES;

/**
 * The announcement lists, newest first, in the reader's language: the agent centre's (agentAnnouncement) and the
 * portal's /announce. The enabled rows are cached with the notices table and sanitised once per change, so a row
 * written straight into the table (psql, a script) still reaches readers cleaned (X1). Publication is checked per
 * request.
 */
export function createAnnouncementPages({
  db,
  cache,
  defaultLanguage,
}: {
  db: Db;
  cache: TableCache;
  defaultLanguage: () => Promise<LanguageCode>;
}) {
  const announcements = cache.cached(['notices'], async () =>
    (await selectEnabledNoticesNewestFirst(db)).map((row) => ({
      id: row.id,
      type: row.type,
      execution: row.execution as NoticeExecution,
      publishedAt: row.publishedAt,
      title: row.title,
      content: sanitizeContentTexts(row.content),
    })),
  );

  return async function announcementPage(
    audience: AnnouncementAudience,
    query: { pageNo: number; pageSize: number },
    language: LanguageCode,
    now = new Date(),
  ): Promise<NumberedPage<AnnouncementItem>> {
    const fallback = await defaultLanguage();
    const published = (await announcements()).filter(
      (item) =>
        item.publishedAt <= now &&
        (audience.agents
          ? item.type === AGENT_NOTICE_TYPE
          : PUBLIC_TYPES.includes(item.type) && audience.executions.includes(item.execution)),
    );
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

export type AnnouncementPages = ReturnType<typeof createAnnouncementPages>;
