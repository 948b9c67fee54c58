/** Words the built-in slots are named with, in English, Simplified Chinese and Vietnamese. */
export type Word = readonly [en: string, zh: string, vi: string];

/** Adjectives any slot may carry. */
export const SLOT_ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金', 'Vàng'],
  ['Lucky', '幸运', 'May Mắn'],
  ['Mighty', '强大', 'Hùng Mạnh'],
  ['Royal', '皇家', 'Hoàng Gia'],
  ['Wild', '狂野', 'Hoang Dã'],
  ['Mystic', '神秘', 'Huyền Bí'],
  ['Fortune', '财富', 'Tài Lộc'],
  ['Jade', '翡翠', 'Ngọc Bích'],
  ['Crimson', '赤红', 'Đỏ Thẫm'],
  ['Thunder', '雷霆', 'Sấm Sét'],
  ['Sacred', '神圣', 'Thiêng Liêng'],
  ['Blazing', '烈焰', 'Rực Lửa'],
  ['Frozen', '冰封', 'Băng Giá'],
  ['Ancient', '远古', 'Cổ Đại'],
  ['Silver', '白银', 'Bạc'],
  ['Emerald', '祖母绿', 'Lục Bảo'],
  ['Phantom', '幻影', 'Bóng Ma'],
  ['Shining', '闪耀', 'Tỏa Sáng'],
  ['Secret', '秘密', 'Bí Mật'],
  ['Happy', '欢乐', 'Vui Vẻ'],
  ['Eternal', '永恒', 'Vĩnh Cửu'],
  ['Magic', '魔法', 'Phép Thuật'],
  ['Great', '伟大', 'Vĩ Đại'],
  ['Twin', '双子', 'Song Sinh'],
  ['Sunny', '阳光', 'Nắng Vàng'],
  ['Midnight', '午夜', 'Nửa Đêm'],
  ['Imperial', '帝国', 'Đế Chế'],
  ['Hidden', '隐藏', 'Ẩn Giấu'],
  ['Rising', '崛起', 'Trỗi Dậy'],
  ['Sweet', '甜蜜', 'Ngọt Ngào'],
  ['Electric', '电光', 'Điện Quang'],
  ['Crystal', '水晶', 'Pha Lê'],
];

/**
 * Per slot theme (apps/games/src/engines/slot/themes.ts): the nouns its names use, so that a slot called "… Koi"
 * plays the dragon reels, and adjectives that only fit that theme.
 */
export const THEME_WORDS: Readonly<Record<string, { nouns: readonly Word[]; adjectives: readonly Word[] }>> =
  {
    fruits: {
      nouns: [
        ['Fruits', '水果', 'Trái Cây'],
        ['Cherries', '樱桃', 'Anh Đào'],
        ['Sevens', '七星', 'Số Bảy'],
        ['Bells', '铃铛', 'Chuông'],
        ['Candy', '糖果', 'Kẹo Ngọt'],
        ['Fruit Party', '水果派对', 'Tiệc Trái Cây'],
        ['Melons', '西瓜', 'Dưa Hấu'],
        ['Carnival', '嘉年华', 'Lễ Hội Hóa Trang'],
      ],
      adjectives: [['Juicy', '多汁', 'Mọng Nước']],
    },
    egypt: {
      nouns: [
        ['Pharaoh', '法老', 'Pharaoh'],
        ['Temple', '神殿', 'Đền Thờ'],
        ['Oasis', '绿洲', 'Ốc Đảo'],
        ['Goddess', '女神', 'Nữ Thần'],
        ['Queen of the Nile', '尼罗河女王', 'Nữ Hoàng Sông Nile'],
        ['Sphinx', '狮身人面像', 'Nhân Sư'],
        ['Scarab', '圣甲虫', 'Bọ Hung'],
        ['Pyramid', '金字塔', 'Kim Tự Tháp'],
      ],
      adjectives: [['Desert', '沙漠', 'Sa Mạc']],
    },
    dragon: {
      nouns: [
        ['Dragon', '龙', 'Rồng'],
        ['Lantern', '灯笼', 'Đèn Lồng'],
        ['Dynasty', '王朝', 'Triều Đại'],
        ['Tea House', '茶馆', 'Quán Trà'],
        ['Fortune Coins', '招财币', 'Đồng Xu May Mắn'],
        ['Koi', '锦鲤', 'Cá Chép'],
        ['Firecrackers', '鞭炮', 'Pháo Hoa'],
        ['Monkey King', '猴王', 'Hầu Vương'],
      ],
      adjectives: [
        ['Phoenix', '凤凰', 'Phượng Hoàng'],
        ['Lotus', '莲花', 'Hoa Sen'],
      ],
    },
    ocean: {
      nouns: [
        ['Mermaid', '美人鱼', 'Nàng Tiên Cá'],
        ['Pearl', '珍珠', 'Ngọc Trai'],
        ['Reef', '珊瑚礁', 'Rạn San Hô'],
        ['Dolphin', '海豚', 'Cá Heo'],
        ['Atlantis', '亚特兰蒂斯', 'Atlantis'],
        ['Turtle Bay', '海龟湾', 'Vịnh Rùa'],
        ['Poseidon', '海神', 'Thần Biển'],
        ['Tide', '潮汐', 'Thủy Triều'],
      ],
      adjectives: [
        ['Ocean', '海洋', 'Đại Dương'],
        ['Coral', '珊瑚', 'San Hô'],
      ],
    },
    gems: {
      nouns: [
        ['Gems', '宝石', 'Đá Quý'],
        ['Crown', '王冠', 'Vương Miện'],
        ['Diamonds', '钻石', 'Kim Cương'],
        ['Jewels', '珠宝', 'Trang Sức'],
        ['Gold Rush', '淘金', 'Cơn Sốt Vàng'],
        ['Sapphires', '蓝宝石', 'Lam Ngọc'],
        ['Vault', '金库', 'Kho Vàng'],
        ['Rubies', '红宝石', 'Hồng Ngọc'],
      ],
      adjectives: [['Precious', '珍贵', 'Quý Giá']],
    },
    space: {
      nouns: [
        ['Galaxy', '银河', 'Ngân Hà'],
        ['Star', '星辰', 'Ngôi Sao'],
        ['Moon', '月亮', 'Mặt Trăng'],
        ['Planet', '星球', 'Hành Tinh'],
        ['UFO', '飞碟', 'Đĩa Bay'],
        ['Starship', '星舰', 'Phi Thuyền'],
        ['Nebula', '星云', 'Tinh Vân'],
        ['Orbit', '轨道', 'Quỹ Đạo'],
      ],
      adjectives: [['Cosmic', '宇宙', 'Vũ Trụ']],
    },
    jungle: {
      nouns: [
        ['Jungle', '丛林', 'Rừng Rậm'],
        ['Safari', '狩猎', 'Săn Bắn'],
        ['Lion', '狮子', 'Sư Tử'],
        ['Wolf', '狼', 'Sói'],
        ['Buffalo', '野牛', 'Trâu Rừng'],
        ['Totem', '图腾', 'Vật Tổ'],
        ['Tiger', '老虎', 'Hổ'],
        ['Idol', '神像', 'Tượng Thần'],
      ],
      adjectives: [
        ['Roaring', '咆哮', 'Gầm Thét'],
        ['Volcano', '火山', 'Núi Lửa'],
      ],
    },
    pirate: {
      nouns: [
        ['Pirates', '海盗', 'Cướp Biển'],
        ['Bandit', '大盗', 'Tên Cướp'],
        ['Treasure', '宝藏', 'Kho Báu'],
        ['Viking', '维京', 'Viking'],
        ['Skull Island', '骷髅岛', 'Đảo Đầu Lâu'],
        ['Captain', '船长', 'Thuyền Trưởng'],
        ['Galleon', '大帆船', 'Thuyền Buồm'],
        ['Treasure Map', '藏宝图', 'Bản Đồ Kho Báu'],
      ],
      adjectives: [['Sunken', '沉没', 'Chìm']],
    },
  };

export const SLOT_SUFFIXES: readonly Word[] = [
  ['', '', ''],
  ['Deluxe', '豪华版', 'Cao Cấp'],
  ['Megaways', '百搭路', 'Megaways'],
  ['Hold & Win', '锁定赢', 'Giữ & Thắng'],
  ['II', '二', 'II'],
  ['Jackpot', '彩金', 'Hũ Lớn'],
];

/** The RNG sub-types besides plain slots (spec gameClassify), and the games each names. */
export const SUB_TYPE_NOUNS: Readonly<Record<string, readonly Word[]>> = {
  SC: [
    ['Scratch', '刮刮乐', 'Cào Thẻ'],
    ['Lucky Card', '幸运卡', 'Thẻ May Mắn'],
    ['Instant Win', '即时赢', 'Thắng Ngay'],
  ],
  VP: [
    ['Jacks or Better', '对J以上', 'Jacks or Better'],
    ['Deuces Wild', '百搭二', 'Deuces Wild'],
    ['Joker Poker', '小丑扑克', 'Joker Poker'],
  ],
  JP: [
    ['Mega Jackpot', '超级彩金', 'Siêu Hũ'],
    ['Progressive Pot', '累积奖池', 'Hũ Tích Lũy'],
    ['Grand Prize', '大奖', 'Giải Lớn'],
  ],
  TG: [
    ['Blackjack', '二十一点', 'Xì Dách'],
    ['Roulette', '轮盘', 'Cò Quay'],
    ['Baccarat', '百家乐', 'Baccarat'],
  ],
  AC: [
    ['Plinko', '弹珠', 'Plinko'],
    ['Crash Rocket', '火箭', 'Tên Lửa'],
    ['Mines', '扫雷', 'Dò Mìn'],
  ],
  BG: [
    ['Bingo', '宾果', 'Bingo'],
    ['Keno Bingo', '基诺宾果', 'Keno Bingo'],
  ],
};

/**
 * Per theme, the symbol each of its nouns is about (by the nouns' order above): a "… Koi" tile features the koi,
 * a "… Planet" the planet. Symbol ids as in engines/slot/themes.ts (9 wild, 10 scatter).
 */
export const NOUN_HEROES: Readonly<Record<string, readonly number[]>> = {
  fruits: [2, 0, 8, 6, 9, 5, 5, 9],
  egypt: [8, 9, 10, 7, 5, 9, 6, 9],
  dragon: [9, 6, 8, 6, 5, 7, 10, 8],
  ocean: [10, 10, 5, 8, 9, 7, 9, 6],
  gems: [3, 7, 8, 6, 9, 1, 10, 4],
  space: [10, 10, 5, 6, 8, 7, 9, 6],
  jungle: [5, 8, 8, 6, 6, 9, 8, 9],
  pirate: [8, 8, 10, 7, 8, 7, 7, 6],
};
