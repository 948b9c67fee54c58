import type { Word } from './slot-words';

/**
 * What a non-slot tile's art shows (apps/server/src/modules/media draws it): the table, the card game, the fish,
 * the lottery. Slots show their reels' theme instead.
 */
export type Motif =
  | 'baccarat'
  | 'roulette'
  | 'blackjack'
  | 'sicbo'
  | 'dragon-tiger'
  | 'fantan'
  | 'holdem'
  | 'niuniu'
  | 'mahjong'
  | 'paigow'
  | 'scratch'
  | 'video-poker'
  | 'jackpot'
  | 'plinko'
  | 'rocket'
  | 'mines'
  | 'bingo'
  | 'fish'
  | 'shark'
  | 'toad'
  | 'reef'
  | 'sea-dragon'
  | 'five-balls'
  | 'vn-lotto'
  | 'four-d'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'vendor';

export type Named = readonly [name: Word, motif: Motif];

export const SUB_TYPE_MOTIFS: Readonly<Record<string, readonly Motif[]>> = {
  SC: ['scratch', 'scratch', 'scratch'],
  VP: ['video-poker', 'video-poker', 'video-poker'],
  JP: ['jackpot', 'jackpot', 'jackpot'],
  TG: ['blackjack', 'roulette', 'baccarat'],
  AC: ['plinko', 'rocket', 'mines'],
  BG: ['bingo', 'bingo'],
};

export const LIVE_TABLES: readonly Named[] = [
  [['Baccarat', '百家乐', 'Baccarat'], 'baccarat'],
  [['Speed Baccarat', '极速百家乐', 'Baccarat Tốc Độ'], 'baccarat'],
  [['Roulette', '轮盘', 'Cò Quay'], 'roulette'],
  [['Blackjack', '二十一点', 'Xì Dách'], 'blackjack'],
  [['Sic Bo', '骰宝', 'Tài Xỉu'], 'sicbo'],
  [['Dragon Tiger', '龙虎', 'Rồng Hổ'], 'dragon-tiger'],
  [['Fan Tan', '番摊', 'Fan Tan'], 'fantan'],
  [['Texas Hold’em', '德州扑克', 'Texas Hold’em'], 'holdem'],
];

export const CARD_GAMES: readonly Named[] = [
  [['Texas Hold’em', '德州扑克', 'Texas Hold’em'], 'holdem'],
  [['Niu Niu', '牛牛', 'Ngưu Ngưu'], 'niuniu'],
  [['Blackjack', '二十一点', 'Xì Dách'], 'blackjack'],
  [['Teen Patti', '三张牌', 'Teen Patti'], 'niuniu'],
  [['Sam Gong', '三公', 'Ba Cây'], 'baccarat'],
  [['Tien Len', '进升', 'Tiến Lên'], 'holdem'],
  [['Mahjong', '麻将', 'Mạt Chược'], 'mahjong'],
  [['Pai Gow', '牌九', 'Bài Cửu'], 'paigow'],
  [['Fight the Landlord', '斗地主', 'Đấu Địa Chủ'], 'niuniu'],
  [['Golden Flower', '炸金花', 'Kim Hoa'], 'baccarat'],
];

export const CARD_ROOMS: readonly Word[] = [
  ['Beginner Room', '新手场', 'Phòng Tân Thủ'],
  ['Classic Room', '经典场', 'Phòng Cổ Điển'],
  ['Pro Room', '高手场', 'Phòng Cao Thủ'],
  ['VIP Room', '贵宾场', 'Phòng VIP'],
  ['Speed Room', '极速场', 'Phòng Tốc Độ'],
];

export const FISH_GAMES: readonly Named[] = [
  [['Ocean King', '海王', 'Vua Đại Dương'], 'fish'],
  [['Fishing War', '捕鱼大战', 'Chiến Tranh Bắn Cá'], 'fish'],
  [['Dragon Fishing', '龙王捕鱼', 'Long Vương Bắn Cá'], 'sea-dragon'],
  [['Golden Toad', '金蟾', 'Cóc Vàng'], 'toad'],
  [['Shark Hunter', '猎鲨', 'Thợ Săn Cá Mập'], 'shark'],
  [['Deep Sea', '深海', 'Biển Sâu'], 'shark'],
  [['Mermaid Reef', '人鱼礁', 'Rạn Tiên Cá'], 'reef'],
  [['Boom Fishing', '爆炸捕鱼', 'Bắn Cá Bùng Nổ'], 'fish'],
];

/**
 * How a lottery is named after its draw schedule (LOTTERY_SCHEDULES): `{n}` is the interval in minutes, `{time}`
 * the daily draw time, so a name always says when the game draws.
 */
export const INTERVAL_LOTTERY_FORMS: readonly Word[] = [
  ['Fast {n} Minutes', '极速{n}分彩', 'Siêu Tốc {n} Phút'],
  ['{n}-Minute Lotto', '{n}分彩', 'Xổ Số {n} Phút'],
  ['5-Ball {n} Minutes', '{n}分五球', '5 Bóng {n} Phút'],
  ['Quick Pick {n} Minutes', '{n}分快选', 'Chọn Nhanh {n} Phút'],
  ['Lucky 5 {n} Minutes', '{n}分幸运5', 'May Mắn 5 {n} Phút'],
];

export const INTERVAL_4D_FORMS: readonly Word[] = [
  ['4D {n} Minutes', '{n}分4D', '4D {n} Phút'],
  ['Fast 4D {n} Minutes', '极速4D {n}分', 'Siêu Tốc 4D {n} Phút'],
  ['{n}-Minute 4D', '{n}分钟4D', '4D Mỗi {n} Phút'],
  ['Top 3 {n} Minutes', '{n}分前三', 'Top 3 {n} Phút'],
  ['Big Small {n} Minutes', '{n}分大小', 'Lớn Nhỏ {n} Phút'],
  ['4D Quick {n} Minutes', '{n}分快4D', '4D Nhanh {n} Phút'],
  ['Starter 4D {n} Minutes', '{n}分入围4D', '4D Khởi Đầu {n} Phút'],
  ['Lucky 4D {n} Minutes', '{n}分幸运4D', '4D May Mắn {n} Phút'],
  ['4D Express {n} Minutes', '{n}分快车4D', '4D Tốc Hành {n} Phút'],
  ['Super 4D {n} Minutes', '{n}分超级4D', 'Siêu 4D {n} Phút'],
];

export const DAILY_LOTTERY_FORMS: readonly Word[] = [
  ['Daily {time}', '每日{time}', 'Hằng Ngày {time}'],
  ['Daily Draw', '每日开奖', 'Xổ Số Hằng Ngày'],
  ['Lô Daily', '每日包号', 'Lô Hằng Ngày'],
  ['Đề Daily', '每日特码', 'Đề Hằng Ngày'],
  ['3 Càng Daily', '每日三位', 'Ba Càng Hằng Ngày'],
  ['Evening Draw {time}', '晚间开奖{time}', 'Xổ Tối {time}'],
  ['Daily Special Prize', '每日特等奖', 'Giải Đặc Biệt Hằng Ngày'],
  ['Daily 2D', '每日2D', '2D Hằng Ngày'],
  ['Daily 3D', '每日3D', '3D Hằng Ngày'],
  ['Daily Big Small', '每日大小', 'Tài Xỉu Hằng Ngày'],
];

export const VN_PROVINCES: readonly Word[] = [
  ['Ha Noi', '河内', 'Hà Nội'],
  ['Ho Chi Minh', '胡志明', 'Hồ Chí Minh'],
  ['Da Nang', '岘港', 'Đà Nẵng'],
  ['Hai Phong', '海防', 'Hải Phòng'],
  ['Can Tho', '芹苴', 'Cần Thơ'],
  ['Khanh Hoa', '庆和', 'Khánh Hòa'],
  ['Dong Nai', '同奈', 'Đồng Nai'],
  ['Vung Tau', '头顿', 'Vũng Tàu'],
  ['Binh Duong', '平阳', 'Bình Dương'],
  ['Quang Ninh', '广宁', 'Quảng Ninh'],
  ['Hue', '顺化', 'Thừa Thiên Huế'],
  ['Dak Lak', '得乐', 'Đắk Lắk'],
];

export const SEA_MARKETS: readonly Word[] = [
  ['Thai', '泰国', 'Thái Lan'],
  ['Laos', '老挝', 'Lào'],
  ['Singapore', '新加坡', 'Singapore'],
  ['Malaysia', '马来西亚', 'Malaysia'],
  ['Cambodia', '柬埔寨', 'Campuchia'],
  ['Hanoi VIP', '河内VIP', 'Hà Nội VIP'],
];
