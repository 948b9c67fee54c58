import type { GameCategory } from '@playhall/contracts/games';
import {
  CARD_GAMES,
  CARD_ROOMS,
  FISH_GAMES,
  LIVE_TABLES,
  LOTTERY_GAMES,
  SEA_MARKETS,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  SUB_TYPE_NOUNS,
  VN_PROVINCES,
  type Word,
} from './game-words';

export type DemoGame = {
  nodeId: number;
  vendorCode: string;
  categoryCode: GameCategory;
  gameCode: string;
  names: Record<string, string>;
  classify: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  isHot: boolean;
  isNew: boolean;
  freeTrial: boolean;
  sortOrder: number;
};

/** A fixed seed: the demo catalogue is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

function join(...words: Word[]): Record<string, string> {
  const pick = (index: 0 | 1 | 2, separator: string, list = words) =>
    list
      .map((word) => word[index])
      .filter(Boolean)
      .join(separator);
  return { en: pick(0, ' '), 'zh-CN': pick(1, ''), vi: pick(2, ' ') };
}

/** Adjective + noun (+ suffix): Vietnamese puts the noun first ("Rồng Vàng" for "Golden Dragon"). */
function titled(adjective: Word, noun: Word, suffix: Word = ['', '', '']): Record<string, string> {
  const names = join(adjective, noun, suffix);
  return { ...names, vi: [noun[2], adjective[2], suffix[2]].filter(Boolean).join(' ') };
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty word list');
  return item;
}

const RNG_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

/**
 * About 10,000 demo tiles across the demo vendors: slots with their sub-types, fishing, live tables, card rooms,
 * lotteries (Vietnam provinces, Southeast-Asian markets, fast rounds), e-lotteries, and the lobby tiles of the
 * sports, e-sports and cockfight vendors. Vendor tiles with isGame VASSALAGE open their vendor's games.
 */
export function demoGames(): DemoGame[] {
  const random = generator(20_261_122);
  const rows: DemoGame[] = [];
  let nodeId = 1000;
  const add = (
    vendorCode: string,
    categoryCode: GameCategory,
    names: Record<string, string>,
    options: { classify?: string | null; vassalage?: boolean; trial?: number } = {},
  ) => {
    const index = rows.filter((row) => row.vendorCode === vendorCode).length + 1;
    rows.push({
      nodeId: nodeId++,
      vendorCode,
      categoryCode,
      gameCode: `${vendorCode}-${String(index).padStart(4, '0')}`,
      names,
      classify: options.classify ?? null,
      isGame: options.vassalage ? 'VASSALAGE' : 'GAME',
      isHot: !options.vassalage && (index <= 6 || random() < 0.03),
      isNew: !options.vassalage && random() < 0.04,
      freeTrial: !options.vassalage && random() < (options.trial ?? 0),
      sortOrder: index,
    });
  };

  const combos = SLOT_ADJECTIVES.length * SLOT_NOUNS.length * SLOT_SUFFIXES.length;
  RNG_VENDORS.forEach((vendor, vendorIndex) => {
    for (let index = 0; index < 1000; index++) {
      if (index % 6 === 5) {
        const classify = at(SUB_TYPES, Math.floor(index / 6) + vendorIndex);
        const nouns = SUB_TYPE_NOUNS[classify] ?? [];
        const n = Math.floor(index / 36) + vendorIndex * 5;
        add(
          vendor,
          'RNG',
          titled(at(SLOT_ADJECTIVES, n), at(nouns, Math.floor(n / SLOT_ADJECTIVES.length))),
          {
            classify,
            trial: 0.5,
          },
        );
        continue;
      }
      // A stride coprime with the number of combinations walks them without repeating inside one vendor.
      const combo = (index * 7919 + vendorIndex * 1543) % combos;
      const adjective = at(SLOT_ADJECTIVES, combo);
      const noun = at(SLOT_NOUNS, Math.floor(combo / SLOT_ADJECTIVES.length));
      const suffix = at(SLOT_SUFFIXES, Math.floor(combo / (SLOT_ADJECTIVES.length * SLOT_NOUNS.length)));
      add(vendor, 'RNG', titled(adjective, noun, suffix), { classify: 'SLOT', trial: 0.5 });
    }
  });

  ['JDB', 'FC', 'JL', 'CQ9'].forEach((vendor, vendorIndex) => {
    for (let index = 0; index < 100; index++) {
      add(
        vendor,
        'FISH',
        titled(
          at(SLOT_ADJECTIVES, Math.floor(index / FISH_GAMES.length) + vendorIndex * 9),
          at(FISH_GAMES, index),
        ),
        {
          trial: 0.5,
        },
      );
    }
  });

  for (const vendor of ['PT', 'SX', 'EV']) {
    add(
      vendor,
      'LIVE',
      join([vendor === 'PT' ? 'PT Live' : vendor === 'SX' ? 'Silk Live' : 'Evening Live', '', '']),
      { vassalage: true },
    );
    for (let index = 0; index < 100; index++) {
      const table = `${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`;
      add(vendor, 'LIVE', join(at(LIVE_TABLES, index), [table, table, table]));
    }
  }

  ['KY', 'LEG', 'JL'].forEach((vendor, vendorIndex) => {
    for (let index = 0; index < 200; index++) {
      const variant = Math.floor(index / (CARD_GAMES.length * CARD_ROOMS.length));
      const prefix: Word = variant === 0 ? ['', '', ''] : at(SLOT_ADJECTIVES, variant * 5 + vendorIndex);
      add(
        vendor,
        'PVP',
        join(prefix, at(CARD_GAMES, index), at(CARD_ROOMS, Math.floor(index / CARD_GAMES.length))),
      );
    }
  });

  for (let index = 0; index < 150; index++) {
    add('TCG', 'LOTT', join(at(SLOT_ADJECTIVES, index), at(LOTTERY_GAMES, index)));
    add(
      'TCG',
      'ELOTT',
      join(at(SLOT_ADJECTIVES, index + 17), at(LOTTERY_GAMES, index + 3), ['Online', '在线', 'Trực Tuyến']),
    );
    add('GW', 'ELOTT', join(at(SLOT_ADJECTIVES, index + 29), at(LOTTERY_GAMES, index + 5)), { trial: 0.5 });
  }
  add('TCG_LOTTO_VN', 'LOTT', join(['Vietnam Lotto', '越南彩', 'Xổ Số Việt Nam']), { vassalage: true });
  for (let index = 0; index < VN_PROVINCES.length * 10; index++) {
    add(
      'TCG_LOTTO_VN',
      'LOTT',
      join(at(VN_PROVINCES, index), at(LOTTERY_GAMES, Math.floor(index / VN_PROVINCES.length))),
    );
  }
  add('TCG_SEA', 'LOTT', join(['SEA Lottery', '东南亚彩', 'Xổ Số Đông Nam Á']), { vassalage: true });
  for (let index = 0; index < SEA_MARKETS.length * 10; index++) {
    add(
      'TCG_SEA',
      'LOTT',
      join(at(SEA_MARKETS, index), at(LOTTERY_GAMES, Math.floor(index / SEA_MARKETS.length))),
    );
  }

  for (const [vendor, name] of [
    ['SB', 'Stadium Bet'],
    ['UG', 'Ultra Goal'],
  ] as const) {
    add(vendor, 'SPORTS', join([name, name, name]), { vassalage: true });
    add(vendor, 'SPORTS', join([`${name} Sportsbook`, `${name} 体育`, `${name} Thể Thao`]));
  }
  for (const vendor of ['AV', 'AI', 'IMES', 'TF', 'IA']) {
    add(vendor, 'ESPORTS', join([`${vendor} Arena`, `${vendor} 电竞`, `${vendor} Thể Thao Điện Tử`]));
  }
  add('DS88', 'COCKFIGHT', join(['Sabong Arena', '斗鸡场', 'Đấu Trường Gà']));
  add('DS88', 'COCKFIGHT', join(['Derby Live', '斗鸡直播', 'Đá Gà Trực Tiếp']));
  return rows;
}
