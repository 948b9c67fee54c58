import { type LotterySchedule, scheduleOf } from '../engines/lottery/schedule';
import { type Add, at, join, titled } from './naming';
import { SLOT_ADJECTIVES, type Word } from './slot-words';
import {
  DAILY_LOTTERY_FORMS,
  INTERVAL_4D_FORMS,
  INTERVAL_LOTTERY_FORMS,
  SEA_MARKETS,
  VN_PROVINCES,
} from './table-words';

/**
 * A lottery form with its schedule filled in: "Fast 3 Minutes", "Fast 1 Minute", "Daily 18:30". English counts
 * its minutes; Chinese and Vietnamese do not inflect.
 */
export function scheduled(form: Word, schedule: LotterySchedule): Word {
  const fill = (text: string) => {
    if (schedule.kind === 'daily') return text.replaceAll('{time}', schedule.time);
    const counted = schedule.minutes === 1 ? text.replaceAll('{n} Minutes', '{n} Minute') : text;
    return counted.replaceAll('{n}', String(schedule.minutes));
  };
  return [fill(form[0]), fill(form[1]), fill(form[2])];
}

/**
 * Lotteries, named after the schedule of the family they play (engines/lottery/lottery-types.ts) on this
 * deployment: the fast families every `fastMinutes` when it is set (LOTTERY_FAST_MINUTES).
 */
export function addLotteries(add: Add, fastMinutes: number | undefined): void {
  const fast = scheduleOf('LOTT', fastMinutes);
  const fastName = (index: number, offset: number) => {
    const combo = (index * 7 + offset) % (SLOT_ADJECTIVES.length * INTERVAL_LOTTERY_FORMS.length);
    const form = scheduled(at(INTERVAL_LOTTERY_FORMS, Math.floor(combo / SLOT_ADJECTIVES.length)), fast);
    return { adjective: at(SLOT_ADJECTIVES, combo), form };
  };
  const online: Word = ['Online', '在线', 'Trực Tuyến'];
  for (let index = 0; index < 150; index++) {
    const lott = fastName(index, 0);
    add('TCG', 'LOTT', titled(lott.adjective, lott.form), { motif: 'five-balls' });
    const elott = fastName(index, 17);
    add('TCG', 'ELOTT', titled(elott.adjective, elott.form, online), { motif: 'five-balls' });
    const gw = fastName(index, 29);
    add('GW', 'ELOTT', titled(gw.adjective, gw.form), { motif: 'five-balls' });
  }
  add('TCG_LOTTO_VN', 'LOTT', join(['Vietnam Lotto', '越南彩', 'Xổ Số Việt Nam']), { vassalage: true });
  for (let index = 0; index < VN_PROVINCES.length * DAILY_LOTTERY_FORMS.length; index++) {
    const form = at(DAILY_LOTTERY_FORMS, Math.floor(index / VN_PROVINCES.length));
    add(
      'TCG_LOTTO_VN',
      'LOTT',
      join(at(VN_PROVINCES, index), scheduled(form, scheduleOf('VN', fastMinutes))),
      {
        motif: 'vn-lotto',
      },
    );
  }
  add('TCG_SEA', 'LOTT', join(['SEA Lottery', '东南亚彩', 'Xổ Số Đông Nam Á']), { vassalage: true });
  for (let index = 0; index < SEA_MARKETS.length * INTERVAL_4D_FORMS.length; index++) {
    const form = at(INTERVAL_4D_FORMS, Math.floor(index / SEA_MARKETS.length));
    add('TCG_SEA', 'LOTT', join(at(SEA_MARKETS, index), scheduled(form, scheduleOf('SEA', fastMinutes))), {
      motif: 'four-d',
    });
  }
}
