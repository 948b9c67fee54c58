// The constants and word count of support tickets, without zod: the web app imports these (zod stays off the client).

/**
 * Support tickets ("feedback", member-and-agent-centres spec §3, §5, §7; issue 17, decision 0046): a member files a
 * question of one of these types with its content and up to three images; operators answer in the console.
 */
export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'GAME',
  'CUSTOMER_SERVICE',
  'APPLICATION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** OPEN: waiting for an operator; ANSWERED: an operator replied; CLOSED: done (no more replies). */
export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_AUTHORS = ['MEMBER', 'OPERATOR'] as const;
export type FeedbackAuthor = (typeof FEEDBACK_AUTHORS)[number];

export const FEEDBACK_LIMITS = {
  /** Images of one post (spec §5: png or jpg, 5 MB each, at most 3). */
  images: 3,
  /** The brand's word bounds when it has set none. */
  defaultMinWords: 5,
  defaultMaxWords: 500,
  /** A member's follow-up reply: at least this many words, at most the brand's maximum. */
  replyMinWords: 1,
  /** A hard ceiling of characters, whatever the word bounds (a wall of text without spaces). */
  contentMaxChars: 6000,
  /** An operator's reply, in characters. */
  operatorReplyMax: 2000,
  /** Tickets a member may have not CLOSED at once: new ones wait until one is closed. */
  openTickets: 5,
} as const;

/** Han, kana and Hangul: scripts written without spaces, where one character counts as one word. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

let segmenter: Intl.Segmenter | undefined;

/**
 * Words of a text, counted the same on the server and in the form: each ideographic character (Chinese, Japanese,
 * Korean) is a word; the rest is split by Unicode word boundaries (`Intl.Segmenter`, which also splits Thai and
 * other scripts without spaces), counting only segments with a letter or digit.
 */
export function countWords(text: string): number {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let words = 0;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const ideographs = segment.match(IDEOGRAPHIC)?.length ?? 0;
    const rest = segment.replace(IDEOGRAPHIC, '');
    words += ideographs + (LETTER_OR_DIGIT.test(rest) ? 1 : 0);
  }
  return words;
}
