import type { HelpSeed } from './help-seed-types';

/** The demo brand's beginner guide and its account and deposit articles (seed-demo-help.ts). */
export const GUIDE_ARTICLES: readonly HelpSeed[] = [
  {
    category: 'GUIDE',
    sortOrder: 0,
    texts: {
      en: {
        title: 'Your first steps at Playhall',
        body: [
          '<p>Welcome! Playhall is a real-money gaming portal for adults: you must be 18 or older to open an account, and each person may hold one account only.</p>',
          '<ol><li><b>Create your account</b> with <b>Join now</b>: choose a user name and a strong password, and confirm that you accept the terms of use.</li><li><b>Complete your profile</b> in the member centre: your real name must match the bank account you will withdraw to.</li><li><b>Make a deposit</b> from <b>Deposit</b>: pick a channel, enter the amount and follow the instructions.</li><li><b>Choose a game</b> in the lobby: slots, live casino, sports, cards, fishing and lottery are sorted by category.</li><li><b>Withdraw your winnings</b> from <b>Withdraw</b> to a bank account in your own name.</li></ol>',
          '<p>Set a budget before you play and take breaks. If you have a question at any step, our customer service is available around the clock.</p>',
        ],
      },
      vi: {
        title: 'Những bước đầu tiên tại Playhall',
        body: [
          '<p>Chào mừng bạn! Playhall là cổng trò chơi bằng tiền thật dành cho người trưởng thành: bạn phải từ 18 tuổi trở lên để mở tài khoản, và mỗi người chỉ được có một tài khoản.</p>',
          '<ol><li><b>Tạo tài khoản</b> bằng nút <b>Đăng ký</b>: chọn tên người dùng và mật khẩu mạnh, rồi xác nhận bạn đồng ý với điều khoản sử dụng.</li><li><b>Hoàn thiện hồ sơ</b> trong trung tâm thành viên: họ tên thật phải trùng với tên chủ tài khoản ngân hàng bạn sẽ rút tiền về.</li><li><b>Nạp tiền</b> tại mục <b>Nạp tiền</b>: chọn kênh, nhập số tiền và làm theo hướng dẫn.</li><li><b>Chọn trò chơi</b> trong sảnh: slot, casino trực tuyến, thể thao, bài, bắn cá và xổ số được xếp theo danh mục.</li><li><b>Rút tiền thắng</b> tại mục <b>Rút tiền</b> về tài khoản ngân hàng đứng tên bạn.</li></ol>',
          '<p>Hãy đặt ngân sách trước khi chơi và nghỉ ngơi thường xuyên. Nếu có thắc mắc ở bất kỳ bước nào, bộ phận chăm sóc khách hàng luôn sẵn sàng 24/7.</p>',
        ],
      },
      'zh-CN': {
        title: '玩家入门：在 Playhall 的第一步',
        body: [
          '<p>欢迎！Playhall 是面向成年人的真钱游戏平台：您必须年满 18 周岁才能开户，且每人只能拥有一个账户。</p>',
          '<ol><li><b>注册账户</b>：点击<b>立即注册</b>，设置用户名和高强度密码，并确认同意使用条款。</li><li><b>完善资料</b>：在会员中心填写真实姓名，须与您提款所用银行账户的户名一致。</li><li><b>存款</b>：进入<b>存款</b>页面，选择渠道、输入金额并按提示完成支付。</li><li><b>选择游戏</b>：大厅按类别陈列电子、真人、体育、棋牌、捕鱼和彩票游戏。</li><li><b>提取奖金</b>：在<b>提款</b>页面提款至您本人名下的银行账户。</li></ol>',
          '<p>游戏前请先设定预算，并注意适时休息。任何环节有疑问，均可随时联系 24 小时在线客服。</p>',
        ],
      },
    },
  },
  {
    category: 'GUIDE',
    sortOrder: 1,
    texts: {
      en: {
        title: 'How bonuses and wagering work',
        body: [
          '<p>Many promotions add a bonus to your wallet. A bonus comes with a <b>wagering requirement</b>: the amount you must bet before the bonus, and what you win with it, can be withdrawn.</p>',
          '<p>For example, a ¥100.00 bonus wagered 10 times means ¥1,000.00 of settled bets. Your progress is shown in the reward centre, and a withdrawal is refused while a requirement is still open.</p>',
          '<p>Each promotion page states its own rules, the games that count and the dates it runs. Read them before you join: by joining, you accept them.</p>',
        ],
      },
      vi: {
        title: 'Tiền thưởng và yêu cầu cược hoạt động thế nào',
        body: [
          '<p>Nhiều khuyến mãi cộng tiền thưởng vào ví của bạn. Mỗi khoản thưởng đi kèm <b>yêu cầu cược</b>: số tiền bạn phải cược trước khi có thể rút khoản thưởng đó và tiền thắng từ nó.</p>',
          '<p>Ví dụ, khoản thưởng ¥100.00 với yêu cầu cược 10 lần nghĩa là ¥1,000.00 tiền cược đã được kết toán. Tiến độ hiển thị trong trung tâm phần thưởng, và lệnh rút tiền sẽ bị từ chối khi yêu cầu cược chưa hoàn thành.</p>',
          '<p>Mỗi trang khuyến mãi ghi rõ quy định riêng, các trò chơi được tính và thời gian áp dụng. Hãy đọc kỹ trước khi tham gia: khi tham gia, bạn đồng ý với các quy định đó.</p>',
        ],
      },
      'zh-CN': {
        title: '红利与流水要求说明',
        body: [
          '<p>许多优惠活动会向您的钱包发放红利。每笔红利都附有<b>流水要求</b>：在提取红利及其产生的盈利之前，您需要完成的投注金额。</p>',
          '<p>例如，¥100.00 红利、10 倍流水，即需完成 ¥1,000.00 的已结算投注。进度显示在奖励中心；流水未完成时，提款申请将被拒绝。</p>',
          '<p>每个活动页面都列明其规则、计入流水的游戏及活动时间。参加前请仔细阅读：参加即表示您接受这些规则。</p>',
        ],
      },
    },
  },
  {
    category: 'ACCOUNT',
    sortOrder: 0,
    texts: {
      en: {
        title: 'Opening an account',
        body: [
          '<p>Choose <b>Join now</b>, pick a user name (letters and digits) and a password that you use nowhere else. Depending on the brand’s settings you may also be asked for a phone number or e-mail address and a verification code.</p>',
          '<p>One account per person, household, device and payment method. Duplicate accounts are closed and their bonuses cancelled. The name on your account must be your own legal name.</p>',
        ],
      },
      vi: {
        title: 'Mở tài khoản',
        body: [
          '<p>Chọn <b>Đăng ký</b>, đặt tên người dùng (chữ cái và chữ số) và một mật khẩu bạn không dùng ở nơi khác. Tùy theo thiết lập, bạn có thể được yêu cầu số điện thoại hoặc e-mail cùng mã xác minh.</p>',
          '<p>Mỗi người, mỗi hộ gia đình, mỗi thiết bị và mỗi phương thức thanh toán chỉ được một tài khoản. Tài khoản trùng lặp sẽ bị đóng và tiền thưởng bị hủy. Họ tên trên tài khoản phải là họ tên hợp pháp của chính bạn.</p>',
        ],
      },
      'zh-CN': {
        title: '如何开户',
        body: [
          '<p>点击<b>立即注册</b>，设置用户名（字母与数字）以及一个未在其他地方使用过的密码。根据平台设置，您可能还需要填写手机号码或电子邮箱并输入验证码。</p>',
          '<p>每人、每户、每台设备及每种支付方式仅限一个账户。重复账户将被关闭，其红利将被取消。账户姓名必须为您本人的法定姓名。</p>',
        ],
      },
    },
  },
  {
    category: 'ACCOUNT',
    sortOrder: 1,
    texts: {
      en: {
        title: 'I forgot my password',
        body: [
          '<p>On the login window choose <b>Forgot password</b>. You can reset it with a code sent to the phone number or a link sent to the e-mail address saved in your profile.</p>',
          '<p>If neither is saved, contact customer service: after we confirm who you are, we can help you back in. We will never ask you for your password.</p>',
        ],
      },
      vi: {
        title: 'Tôi quên mật khẩu',
        body: [
          '<p>Trên cửa sổ đăng nhập, chọn <b>Quên mật khẩu</b>. Bạn có thể đặt lại bằng mã gửi đến số điện thoại hoặc đường dẫn gửi đến e-mail đã lưu trong hồ sơ.</p>',
          '<p>Nếu chưa lưu cả hai, hãy liên hệ bộ phận chăm sóc khách hàng: sau khi xác minh danh tính, chúng tôi sẽ giúp bạn đăng nhập lại. Chúng tôi không bao giờ hỏi mật khẩu của bạn.</p>',
        ],
      },
      'zh-CN': {
        title: '忘记密码怎么办',
        body: [
          '<p>在登录窗口点击<b>忘记密码</b>，即可通过发送至绑定手机的验证码或发送至绑定邮箱的链接重置密码。</p>',
          '<p>如两者均未绑定，请联系客服：核实身份后，我们会协助您恢复登录。我们绝不会向您索要密码。</p>',
        ],
      },
    },
  },
  {
    category: 'DEPOSIT',
    sortOrder: 0,
    texts: {
      en: {
        title: 'How to make a deposit',
        body: [
          '<p>Open <b>Deposit</b>, choose a channel and enter the amount: each channel shows its minimum and maximum. For a bank transfer, send exactly the amount shown to the account displayed, then confirm the deposit with the name of the paying account.</p>',
          '<p>Online payments are usually credited within a minute; bank transfers once we see the money arrive. Only pay from accounts in your own name: third-party payments are returned and may delay your account.</p>',
        ],
      },
      vi: {
        title: 'Cách nạp tiền',
        body: [
          '<p>Mở mục <b>Nạp tiền</b>, chọn kênh và nhập số tiền: mỗi kênh hiển thị mức tối thiểu và tối đa. Với chuyển khoản ngân hàng, hãy chuyển đúng số tiền đến tài khoản được hiển thị, rồi xác nhận lệnh nạp kèm tên tài khoản chuyển.</p>',
          '<p>Thanh toán trực tuyến thường được cộng trong vòng một phút; chuyển khoản được cộng khi chúng tôi nhận được tiền. Chỉ thanh toán từ tài khoản đứng tên bạn: khoản thanh toán của bên thứ ba sẽ bị hoàn trả và có thể làm chậm tài khoản của bạn.</p>',
        ],
      },
      'zh-CN': {
        title: '如何存款',
        body: [
          '<p>进入<b>存款</b>页面，选择渠道并输入金额，每个渠道均显示最低与最高限额。选择银行转账时，请按页面所示金额准确转入所示账户，然后填写付款账户户名确认存款。</p>',
          '<p>在线支付通常一分钟内到账；银行转账在我们确认收款后到账。请仅使用本人名下账户付款：第三方付款将被退回，并可能影响您的账户处理。</p>',
        ],
      },
    },
  },
];
