import type { HelpSeed } from './help-seed-types';

/** The demo brand's withdrawal, games, security and responsible-gaming articles (seed-demo-help.ts). */
export const MONEY_ARTICLES: readonly HelpSeed[] = [
  {
    category: 'WITHDRAWAL',
    sortOrder: 0,
    texts: {
      en: {
        title: 'How to withdraw',
        body: [
          '<p>Before your first withdrawal, add your real name, set a payment password in the security centre and add a bank account in your own name. Then open <b>Withdraw</b>, choose the account, enter the amount and your payment password.</p>',
          '<p>The form shows the minimum and maximum amount and how many withdrawals a day remain. Deposits must be wagered once before they can be withdrawn, and any open bonus requirement must be met. Large withdrawals are checked by a second member of staff; we may ask you to verify your identity (KYC) before we pay.</p>',
        ],
      },
      vi: {
        title: 'Cách rút tiền',
        body: [
          '<p>Trước lần rút đầu tiên, hãy thêm họ tên thật, đặt mật khẩu thanh toán trong trung tâm bảo mật và thêm tài khoản ngân hàng đứng tên bạn. Sau đó mở mục <b>Rút tiền</b>, chọn tài khoản, nhập số tiền và mật khẩu thanh toán.</p>',
          '<p>Biểu mẫu hiển thị số tiền tối thiểu, tối đa và số lần rút còn lại trong ngày. Tiền nạp phải được cược đủ một lần trước khi rút, và mọi yêu cầu cược tiền thưởng đang mở phải được hoàn thành. Các khoản rút lớn được nhân viên thứ hai kiểm tra; chúng tôi có thể yêu cầu bạn xác minh danh tính (KYC) trước khi thanh toán.</p>',
        ],
      },
      'zh-CN': {
        title: '如何提款',
        body: [
          '<p>首次提款前，请填写真实姓名、在安全中心设置资金密码，并绑定本人名下的银行账户。之后进入<b>提款</b>页面，选择账户，输入金额和资金密码即可。</p>',
          '<p>页面会显示最低、最高提款金额及当日剩余提款次数。存款须完成一倍流水方可提取，且所有未完成的红利流水须先达成。大额提款由第二位工作人员复核；付款前我们可能要求您完成身份验证（KYC）。</p>',
        ],
      },
    },
  },
  {
    category: 'WITHDRAWAL',
    sortOrder: 1,
    texts: {
      en: {
        title: 'Why is my withdrawal not paid yet?',
        body: [
          '<p>Most withdrawals are paid within an hour. A withdrawal waits longer when it is under review, when the wagering is not complete, or when the name on the bank account differs from the name on your Playhall account.</p>',
          '<p>Your withdrawal records show each request’s state. When we pay in parts, confirm each part you receive; if money has not arrived, say so with a screenshot of your bank statement and we will look into it.</p>',
        ],
      },
      vi: {
        title: 'Vì sao lệnh rút tiền của tôi chưa được thanh toán?',
        body: [
          '<p>Phần lớn lệnh rút được thanh toán trong vòng một giờ. Lệnh rút sẽ chờ lâu hơn khi đang được xét duyệt, khi chưa hoàn thành yêu cầu cược, hoặc khi tên chủ tài khoản ngân hàng khác với tên trên tài khoản Playhall.</p>',
          '<p>Lịch sử rút tiền hiển thị trạng thái của từng lệnh. Khi chúng tôi thanh toán thành nhiều phần, hãy xác nhận từng phần bạn nhận được; nếu tiền chưa đến, hãy báo kèm ảnh chụp sao kê ngân hàng để chúng tôi kiểm tra.</p>',
        ],
      },
      'zh-CN': {
        title: '为什么我的提款尚未到账？',
        body: [
          '<p>大多数提款在一小时内完成。若提款正在审核、流水尚未完成，或银行账户户名与 Playhall 账户姓名不一致，处理时间会延长。</p>',
          '<p>提款记录中可查看每笔申请的状态。分笔出款时，请逐笔确认已收到的款项；若款项未到账，请附上银行流水截图反馈，我们会尽快核查。</p>',
        ],
      },
    },
  },
  {
    category: 'GAMES',
    sortOrder: 0,
    texts: {
      en: {
        title: 'Games, results and interrupted rounds',
        body: [
          '<p>Our games come from licensed providers and from Playhall’s own studio. Each game’s result is decided by the provider’s certified random number generator or, for live and sports games, by the real event.</p>',
          '<p>If your connection drops, the round is completed on the provider’s side and the result is settled to your wallet. Your betting records list every bet with its stake, result and time. A game in maintenance cannot be opened until the provider finishes.</p>',
        ],
      },
      vi: {
        title: 'Trò chơi, kết quả và ván bị gián đoạn',
        body: [
          '<p>Các trò chơi đến từ những nhà cung cấp được cấp phép và từ studio riêng của Playhall. Kết quả mỗi ván được quyết định bởi bộ tạo số ngẫu nhiên đã được chứng nhận của nhà cung cấp, hoặc bởi sự kiện thật đối với casino trực tuyến và thể thao.</p>',
          '<p>Nếu mất kết nối, ván chơi vẫn được hoàn tất phía nhà cung cấp và kết quả được cộng vào ví của bạn. Lịch sử cược liệt kê từng cược với tiền cược, kết quả và thời gian. Trò chơi đang bảo trì sẽ không mở được cho đến khi nhà cung cấp hoàn tất.</p>',
        ],
      },
      'zh-CN': {
        title: '游戏、结果与中断的牌局',
        body: [
          '<p>平台游戏来自持牌供应商及 Playhall 自有工作室。每局结果由供应商经认证的随机数生成器决定；真人和体育游戏则以真实赛事或牌局结果为准。</p>',
          '<p>如网络中断，牌局仍会在供应商端完成，结果将结算至您的钱包。投注记录列出每笔投注的金额、结果和时间。维护中的游戏在供应商完成维护前无法进入。</p>',
        ],
      },
    },
  },
  {
    category: 'SECURITY',
    sortOrder: 0,
    texts: {
      en: {
        title: 'Keeping your account safe',
        body: [
          '<ul><li>Use a long password you use nowhere else, and a different payment password.</li><li>Turn on sign-in protection in the security centre and check your recent logins there.</li><li>Never share codes we send you: our staff will never ask for them or for your password.</li><li>Only sign in at the addresses published on this site.</li></ul>',
          '<p>If you see a login you do not recognise, change your password at once and tell customer service.</p>',
        ],
      },
      vi: {
        title: 'Giữ an toàn cho tài khoản',
        body: [
          '<ul><li>Dùng mật khẩu dài, không dùng ở nơi khác, và một mật khẩu thanh toán khác.</li><li>Bật bảo vệ đăng nhập trong trung tâm bảo mật và kiểm tra các lần đăng nhập gần đây tại đó.</li><li>Không bao giờ chia sẻ mã chúng tôi gửi: nhân viên của chúng tôi không bao giờ hỏi mã hay mật khẩu của bạn.</li><li>Chỉ đăng nhập tại các địa chỉ được công bố trên trang này.</li></ul>',
          '<p>Nếu thấy lần đăng nhập lạ, hãy đổi mật khẩu ngay và báo cho bộ phận chăm sóc khách hàng.</p>',
        ],
      },
      'zh-CN': {
        title: '保护账户安全',
        body: [
          '<ul><li>使用较长且未在别处使用的密码，并设置不同的资金密码。</li><li>在安全中心开启登录保护，并查看近期登录记录。</li><li>切勿泄露我们发送的验证码：工作人员绝不会索要验证码或密码。</li><li>仅通过本站公布的网址登录。</li></ul>',
          '<p>如发现陌生登录，请立即修改密码并联系客服。</p>',
        ],
      },
    },
  },
  {
    category: 'SECURITY',
    sortOrder: 1,
    texts: {
      en: {
        title: 'Responsible gaming',
        body: [
          '<p>Gaming should stay entertainment. Only play with money you can afford to lose, never chase losses, and take regular breaks.</p>',
          '<p>You can ask customer service to set deposit limits, a cooling-off period or a self-exclusion of six months or more; a self-exclusion cannot be lifted early. If gambling is causing you harm, independent organisations such as GamCare and Gamblers Anonymous offer free, confidential help.</p>',
        ],
      },
      vi: {
        title: 'Chơi có trách nhiệm',
        body: [
          '<p>Trò chơi nên luôn là giải trí. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất, đừng cố gỡ lại tiền thua, và hãy nghỉ ngơi thường xuyên.</p>',
          '<p>Bạn có thể yêu cầu bộ phận chăm sóc khách hàng đặt hạn mức nạp tiền, thời gian tạm nghỉ hoặc tự loại trừ từ sáu tháng trở lên; việc tự loại trừ không thể hủy sớm. Nếu cờ bạc đang gây hại cho bạn, các tổ chức độc lập như GamCare và Gamblers Anonymous hỗ trợ miễn phí và bảo mật.</p>',
        ],
      },
      'zh-CN': {
        title: '理性游戏',
        body: [
          '<p>游戏应当只是娱乐。请只用您能承受损失的资金游戏，切勿追逐亏损，并定期休息。</p>',
          '<p>您可以联系客服设置存款限额、冷静期，或六个月及以上的自我禁入；自我禁入期间不可提前解除。如赌博已对您造成困扰，GamCare、匿名戒赌会等独立机构可提供免费且保密的帮助。</p>',
        ],
      },
    },
  },
];
