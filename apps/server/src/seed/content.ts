import { FeatureModule } from '@playhall/contracts/features';

/** The whitelabel tree of the demo brand: every module of portal-shell spec §1, all switched on. */
export const DEMO_FEATURE_TREE: readonly { modId: string; parentId: string | null; name: string }[] = [
  { modId: FeatureModule.ACCOUNT, parentId: null, name: 'Accounts' },
  { modId: FeatureModule.MOBILE_REGISTRATION, parentId: FeatureModule.ACCOUNT, name: 'Mobile registration' },
  { modId: FeatureModule.SMS_VERIFICATION, parentId: FeatureModule.ACCOUNT, name: 'SMS verification' },
  {
    modId: FeatureModule.MOBILE_PASSWORD_CHANGE,
    parentId: FeatureModule.ACCOUNT,
    name: 'Password reset by phone',
  },
  { modId: FeatureModule.FREE_PLAY, parentId: FeatureModule.ACCOUNT, name: 'Free play' },
  {
    modId: FeatureModule.FORCE_PASSWORD_CHANGE,
    parentId: FeatureModule.ACCOUNT,
    name: 'Forced password change',
  },
  {
    modId: FeatureModule.VERIFICATION_CODE_LOGIN,
    parentId: FeatureModule.ACCOUNT,
    name: 'Verification-code login',
  },
  { modId: FeatureModule.PROMOTION, parentId: null, name: 'Promotions' },
  { modId: FeatureModule.MANUAL_REBATE, parentId: FeatureModule.PROMOTION, name: 'Manual rebate' },
  { modId: FeatureModule.VIP, parentId: FeatureModule.PROMOTION, name: 'VIP' },
  { modId: FeatureModule.REFERRAL, parentId: FeatureModule.PROMOTION, name: 'Referral' },
  { modId: FeatureModule.AGENT, parentId: null, name: 'Agents' },
  { modId: FeatureModule.DIVIDEND, parentId: FeatureModule.AGENT, name: 'Dividend' },
  { modId: FeatureModule.DAILY_SALARY, parentId: FeatureModule.AGENT, name: 'Daily salary' },
  { modId: FeatureModule.HOURLY_SALARY, parentId: FeatureModule.AGENT, name: 'Hourly salary' },
  { modId: FeatureModule.REALTIME_SALARY, parentId: FeatureModule.AGENT, name: 'Real-time salary' },
  { modId: FeatureModule.GAMES, parentId: null, name: 'Games' },
  { modId: FeatureModule.COCKFIGHT, parentId: FeatureModule.GAMES, name: 'Cockfight' },
];

type RuleSeed = {
  enabled: boolean;
  required: boolean;
  patternId: number | null;
  minLength: number;
  maxLength: number;
};

export const DEMO_FIELD_RULES: Record<string, RuleSeed> = {
  username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20 },
  confirmPassword: { enabled: true, required: true, patternId: null, minLength: 6, maxLength: 20 },
  payeeName: { enabled: true, required: false, patternId: 13, minLength: 2, maxLength: 50 },
  email: { enabled: true, required: false, patternId: 3, minLength: 6, maxLength: 64 },
  mobileNum: { enabled: true, required: false, patternId: 6, minLength: 6, maxLength: 15 },
  verificationCode: { enabled: true, required: false, patternId: 6, minLength: 6, maxLength: 6 },
  affiliateCode: { enabled: true, required: false, patternId: 4, minLength: 4, maxLength: 20 },
  qqNum: { enabled: false, required: false, patternId: 6, minLength: 5, maxLength: 12 },
  recommenderId: { enabled: false, required: false, patternId: 4, minLength: 4, maxLength: 20 },
  captcha: { enabled: false, required: false, patternId: 4, minLength: 4, maxLength: 6 },
  paymentPassword: { enabled: false, required: false, patternId: 6, minLength: 6, maxLength: 6 },
  line: { enabled: false, required: false, patternId: 9, minLength: 3, maxLength: 30 },
  whatsapp: { enabled: false, required: false, patternId: 6, minLength: 6, maxLength: 15 },
  facebook: { enabled: false, required: false, patternId: 9, minLength: 3, maxLength: 50 },
  wechat: { enabled: false, required: false, patternId: 9, minLength: 3, maxLength: 30 },
  idNumber: { enabled: false, required: false, patternId: 4, minLength: 6, maxLength: 20 },
};

export const DEMO_BANNERS = [
  {
    title: 'Play fair, win big',
    imageUrl: '/img/banners/welcome.webp',
    linkageType: 'ROUTE' as const,
    linkageTarget: '/promotions',
  },
  {
    title: '10,000+ slots',
    imageUrl: '/img/banners/slots.webp',
    linkageType: 'ROUTE' as const,
    linkageTarget: '/rng',
  },
  {
    title: 'Lottery draws every few minutes',
    imageUrl: '/img/banners/lottery.webp',
    linkageType: 'ROUTE' as const,
    linkageTarget: '/lott',
  },
];

export const DEMO_NOTICES = [
  {
    type: 'B',
    execution: 'B',
    title: {
      en: 'Welcome to Playhall: this is a demo brand, balances are play money',
      'zh-CN': '欢迎来到 Playhall：这是演示品牌，余额为娱乐币',
      vi: 'Chào mừng đến Playhall: đây là thương hiệu demo, số dư là tiền chơi thử',
    },
    content: {
      en: '<p>Every game on this site is served by the built-in provider and is <strong>provably fair</strong>.</p>',
      'zh-CN': '<p>本站所有游戏均由内置供应商提供，且<strong>可证明公平</strong>。</p>',
      vi: '<p>Mọi trò chơi trên trang đều do nhà cung cấp tích hợp phục vụ và <strong>công bằng có thể kiểm chứng</strong>.</p>',
    },
  },
  {
    type: 'B',
    execution: 'B',
    title: {
      en: 'Play responsibly: set deposit and session limits in your account at any time',
      'zh-CN': '理性娱乐：您可随时在账户中设置存款与时长限制',
      vi: 'Chơi có trách nhiệm: bạn có thể đặt giới hạn nạp tiền và thời gian chơi bất cứ lúc nào',
    },
    content: {
      en: '<p>Gambling is for adults (18+) only. If it stops being fun, take a break.</p>',
      'zh-CN': '<p>仅限成年人（18 岁以上）。如果不再有趣，请休息一下。</p>',
      vi: '<p>Chỉ dành cho người từ 18 tuổi. Nếu không còn vui, hãy nghỉ ngơi.</p>',
    },
  },
  {
    type: 'PL',
    execution: 'B',
    title: {
      en: 'Scheduled maintenance windows are announced here 24 hours in advance',
      'zh-CN': '计划维护时间将提前 24 小时在此公告',
      vi: 'Lịch bảo trì sẽ được thông báo tại đây trước 24 giờ',
    },
    content: {
      en: '<p>During maintenance the site shows when it will be back.</p>',
      'zh-CN': '<p>维护期间，网站会显示恢复时间。</p>',
      vi: '<p>Trong thời gian bảo trì, trang sẽ hiển thị thời điểm hoạt động trở lại.</p>',
    },
  },
  {
    type: 'PR',
    execution: 'A',
    title: {
      en: 'Daily sign-in, missions and the lucky wheel are waiting in your reward centre',
      'zh-CN': '每日签到、任务和幸运转盘都在您的奖励中心等您',
      vi: 'Điểm danh hằng ngày, nhiệm vụ và vòng quay may mắn đang chờ bạn trong trung tâm phần thưởng',
    },
    content: {
      en: '<p>Sign in every day to build your streak, finish <strong>daily and weekly missions</strong>, and spin the wheel with the spins your deposits earn. Every reward is paid straight into your balance.</p>',
      'zh-CN':
        '<p>每天签到累积连续天数，完成<strong>每日和每周任务</strong>，并用存款获得的次数转动幸运转盘。所有奖励都直接存入您的余额。</p>',
      vi: '<p>Điểm danh mỗi ngày để giữ chuỗi, hoàn thành <strong>nhiệm vụ ngày và tuần</strong>, và quay vòng quay bằng lượt quay nhận được từ tiền nạp. Mọi phần thưởng được cộng thẳng vào số dư.</p>',
    },
  },
  {
    type: 'PR',
    execution: 'F',
    title: {
      en: 'Welcome aboard: your first deposit earns a bonus',
      'zh-CN': '欢迎加入：首次存款即可获得奖金',
      vi: 'Chào mừng bạn: lần nạp đầu tiên được nhận thưởng',
    },
    content: {
      en: '<p>Make your first deposit from the cashier and the first-deposit bonus is credited as soon as the deposit is. Its wagering requirement and progress are in <em>Bonus details</em>.</p>',
      'zh-CN':
        '<p>在收银台完成首次存款，存款到账后首存奖金即刻发放。其流水要求与进度可在<em>奖金明细</em>中查看。</p>',
      vi: '<p>Nạp tiền lần đầu tại quầy thu ngân và tiền thưởng nạp lần đầu được cộng ngay khi khoản nạp được ghi có. Yêu cầu cược và tiến độ có trong <em>Chi tiết tiền thưởng</em>.</p>',
    },
  },
];
