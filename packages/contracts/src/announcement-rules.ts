/**
 * What an announcement may be (member-and-agent-centres §3, §4; decision 0030), without zod: the operator
 * console's editor needs the same lists and limits at run time (decision 0013).
 */

/** Types the public notices call serves (the portal's promotion types: spec §3, §7). */
export const PUBLIC_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Agents only: served by the agent centre's call, never by the public one. */
export const AGENT_NOTICE_TYPE = 'AG';

export const ANNOUNCEMENT_TYPES = [...PUBLIC_NOTICE_TYPES, AGENT_NOTICE_TYPE] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Who gets a pop-up: A logged-in users, B anonymous visitors, F a user's first login (spec §4). */
export const NOTICE_EXECUTIONS = ['A', 'B', 'F'] as const;
export type NoticeExecution = (typeof NOTICE_EXECUTIONS)[number];

/** An agent is always logged in: an agents-only item is never for anonymous visitors (B). */
export const AGENT_NOTICE_EXECUTIONS: readonly NoticeExecution[] = ['A', 'F'];

export function isExecutionAllowed(type: AnnouncementType, execution: NoticeExecution): boolean {
  return type !== AGENT_NOTICE_TYPE || AGENT_NOTICE_EXECUTIONS.includes(execution);
}

export const ANNOUNCEMENT_LIMITS = {
  titleMaxLength: 200,
  /** Characters of HTML as the operator sends it, before it is sanitised. */
  contentMaxLength: 20_000,
  sortOrderMax: 9_999,
} as const;

/** The languages the editor always offers (the demo brand's complete catalogues); others can be added. */
export const EDITOR_LANGUAGES = ['en', 'zh-CN', 'vi'] as const;
