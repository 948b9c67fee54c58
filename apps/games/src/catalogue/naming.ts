import type { GameCategory } from '@playhall/contracts/games';
import type { Word } from './slot-words';
import type { Motif } from './table-words';

export type GameNames = { en: string; 'zh-CN': string; vi: string };

export const NONE: Word = ['', '', ''];

export function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty word list');
  return item;
}

export function join(...words: readonly Word[]): GameNames {
  const pick = (index: 0 | 1 | 2, separator: string) =>
    words
      .map((word) => word[index])
      .filter(Boolean)
      .join(separator);
  return { en: pick(0, ' '), 'zh-CN': pick(1, ''), vi: pick(2, ' ') };
}

/** Adjective + noun (+ suffix): Vietnamese puts the noun first ("Rồng Vàng" for "Golden Dragon"). */
export function titled(adjective: Word, noun: Word, suffix: Word = NONE): GameNames {
  return {
    ...join(adjective, noun, suffix),
    vi: [noun[2], adjective[2], suffix[2]].filter(Boolean).join(' '),
  };
}

/** Adds a game to the list being built, answering its code. */
export type Add = (
  vendorCode: string,
  categoryCode: GameCategory,
  names: GameNames,
  options?: { vassalage?: boolean; motif?: Motif },
) => string;
