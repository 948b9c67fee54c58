import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import type { VisitorClass } from './api/get-announcements';
import type { NoticeExecutions } from './api/get-notices';

/** The notice pop-up's page: seven titles (member-and-agent-centres §9, with a pager of range 2 and no margin). */
export const NOTICES_PER_PAGE = 7;

/** Whose pop-up items a visitor gets (spec §4): a user's A, plus F on the first login; an anonymous visitor's B. */
export function popupExecutions(visitor: VisitorClass, isFirstLogin: boolean): NoticeExecutions {
  if (visitor === 'anonymous') return 'B';
  return isFirstLogin ? 'A,F' : 'A';
}

const closedKey = (visitor: VisitorClass) => `${STORAGE_KEYS.announcementsClosed}.${visitor}`;

/** Shown once per session per visitor class: closing it marks it closed for that class. */
export function isPopupClosed(visitor: VisitorClass): boolean {
  return readStorage('session', closedKey(visitor)) === '1';
}

export function markPopupClosed(visitor: VisitorClass): void {
  writeStorage('session', closedKey(visitor), '1');
}

/** The page (from 1) that shows the notice at `index` (from 0). */
export function noticePageOf(index: number): number {
  return Math.floor(Math.max(0, index) / NOTICES_PER_PAGE) + 1;
}
