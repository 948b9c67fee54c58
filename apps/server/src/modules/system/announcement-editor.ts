import type { AnnouncementType } from '@playhall/contracts/announcement-rules';
import type { AnnouncementValues, OpsAnnouncement } from '@playhall/contracts/announcements';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { numberedPage } from '@playhall/contracts/paging';
import { writeAudit } from '../../audit/audit-log';
import type { TableCache } from '../../cache/table-cache';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { joinTexts, storedTexts } from '../content/language-texts';
import {
  deleteNotice,
  insertNotice,
  type NoticeRow,
  type NoticeValues,
  selectNoticePage,
  setNoticeEnabled,
  updateNotice,
} from './announcement-queries';
import { pickLanguage } from './notice-texts';

/** `notices.id` is an integer: a larger id in a path names no row (and must not reach the database as one). */
const MAX_NOTICE_ID = 2_147_483_647;

function noticeId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_NOTICE_ID) throw notFound();
  return value;
}

function notFound(): AppError {
  return new AppError(404, ErrorCode.NOT_FOUND, 'No such announcement.');
}

function toOps(row: NoticeRow): OpsAnnouncement {
  return {
    id: row.id,
    type: row.type,
    execution: row.execution,
    texts: joinTexts(row.title, row.content),
    publishedAt: new Date(row.published_at).toISOString(),
    enabled: row.enabled,
    sortOrder: row.sort_order,
  };
}

/** The stored form of an operator's input: blank languages dropped, content sanitised, a title where needed. */
export function noticeValues(input: AnnouncementValues, defaultLanguage: LanguageCode): NoticeValues {
  const { title, content } = storedTexts(input.texts, defaultLanguage, 'The announcement is not valid.');
  return {
    type: input.type,
    execution: input.execution,
    title,
    content,
    publishedAt: input.publishedAt,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
  };
}

/**
 * The operator console's announcement editor (decision 0030): every write and its audit line in one transaction;
 * then the table cache is brought up to date (the notices trigger, decision 0004) before the answer, so the next
 * read on this node, the agent centre's or the public one, sees the change.
 */
export function createAnnouncementEditor({
  database,
  cache,
  defaultLanguage,
}: {
  database: Database;
  cache: TableCache;
  defaultLanguage: () => Promise<LanguageCode>;
}) {
  async function list(query: { pageNo: number; pageSize: number; type?: AnnouncementType | undefined }) {
    const rows = await selectNoticePage(database, {
      type: query.type ?? null,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const total = Number(rows[0]?.total ?? 0n);
    return numberedPage(rows.map(toOps), total, query);
  }

  /** Runs one write and its audit line together, then waits until the cache has heard of it. */
  async function write(
    operatorId: bigint,
    action: string,
    change: (tx: SqlRunner) => Promise<NoticeRow | undefined>,
  ): Promise<NoticeRow> {
    const language = await defaultLanguage();
    const row = await database.transaction(async (tx) => {
      const changed = await change(tx);
      if (!changed) throw notFound();
      await writeAudit(tx, {
        operatorId,
        action,
        targetType: 'notice',
        targetId: String(changed.id),
        detail: {
          type: changed.type,
          execution: changed.execution,
          enabled: changed.enabled,
          title: pickLanguage(changed.title, language, language),
        },
      });
      return changed;
    });
    await cache.sync();
    return row;
  }

  async function create(operatorId: bigint, input: AnnouncementValues): Promise<OpsAnnouncement> {
    const values = noticeValues(input, await defaultLanguage());
    return toOps(await write(operatorId, 'ANNOUNCEMENT_CREATE', (tx) => insertNotice(tx, values)));
  }

  async function update(operatorId: bigint, id: string, input: AnnouncementValues): Promise<OpsAnnouncement> {
    const row = noticeId(id);
    const values = noticeValues(input, await defaultLanguage());
    return toOps(await write(operatorId, 'ANNOUNCEMENT_UPDATE', (tx) => updateNotice(tx, row, values)));
  }

  async function setEnabled(operatorId: bigint, id: string, enabled: boolean): Promise<OpsAnnouncement> {
    const row = noticeId(id);
    const action = enabled ? 'ANNOUNCEMENT_ENABLE' : 'ANNOUNCEMENT_DISABLE';
    return toOps(await write(operatorId, action, (tx) => setNoticeEnabled(tx, row, enabled)));
  }

  async function remove(operatorId: bigint, id: string): Promise<void> {
    const row = noticeId(id);
    await write(operatorId, 'ANNOUNCEMENT_DELETE', (tx) => deleteNotice(tx, row));
  }

  return { list, create, update, setEnabled, remove };
}

export type AnnouncementEditor = ReturnType<typeof createAnnouncementEditor>;
