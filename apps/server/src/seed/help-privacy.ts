import type { HelpSeed } from './help-seed-types';

/** The demo brand's privacy policy (/help#privacy), linked from registration's consent and the footer. */
export const PRIVACY_POLICY: HelpSeed = {
  category: 'PRIVACY',
  sortOrder: 0,
  texts: {
    en: {
      title: 'Privacy policy',
      body: [
        '<p>This policy explains what personal data Playhall collects, why, and how we protect it.</p>',
        '<h4>What we collect</h4>',
        '<p>The details you give us (user name, real name, date of birth, phone number, e-mail address, bank accounts, identity documents when we ask for them); your transactions, bets and bonuses; and technical data such as IP address, device, browser and login times.</p>',
        '<h4>Why we use it</h4>',
        '<p>To run your account and pay you; to confirm your age and identity and prevent fraud, money laundering and duplicate accounts, as the law and our licence require; to support responsible gaming; to answer your questions; and, only if you agree, to send you offers. You can withdraw that agreement at any time.</p>',
        '<h4>Who receives it</h4>',
        '<p>Game providers (only what they need to run your games), payment providers, identity-check services, our auditors and the authorities when the law requires it. We do not sell your data.</p>',
        '<h4>How long we keep it</h4>',
        '<p>For as long as your account is open and then for the period the law requires, normally five years after it is closed. Data we no longer need is deleted or anonymised.</p>',
        '<h4>How we protect it</h4>',
        '<p>Connections are encrypted, passwords are stored only as salted hashes, and access to personal data is limited to the staff who need it and recorded.</p>',
        '<h4>Your rights</h4>',
        '<p>You may ask to see, correct or delete your data, or object to its use, by writing to customer service. We answer within 30 days; data we must keep by law is kept until that duty ends.</p>',
      ],
    },
    vi: {
      title: 'Chính sách bảo mật',
      body: [
        '<p>Chính sách này giải thích Playhall thu thập dữ liệu cá nhân nào, vì sao, và chúng tôi bảo vệ dữ liệu đó ra sao.</p>',
        '<h4>Chúng tôi thu thập gì</h4>',
        '<p>Thông tin bạn cung cấp (tên người dùng, họ tên thật, ngày sinh, số điện thoại, e-mail, tài khoản ngân hàng, giấy tờ tùy thân khi được yêu cầu); giao dịch, cược và tiền thưởng của bạn; và dữ liệu kỹ thuật như địa chỉ IP, thiết bị, trình duyệt và thời gian đăng nhập.</p>',
        '<h4>Vì sao chúng tôi sử dụng</h4>',
        '<p>Để vận hành tài khoản và thanh toán cho bạn; để xác minh tuổi, danh tính và ngăn chặn gian lận, rửa tiền và tài khoản trùng lặp theo yêu cầu của pháp luật và giấy phép; để hỗ trợ chơi có trách nhiệm; để trả lời câu hỏi của bạn; và, chỉ khi bạn đồng ý, để gửi ưu đãi. Bạn có thể rút lại sự đồng ý đó bất cứ lúc nào.</p>',
        '<h4>Ai nhận dữ liệu</h4>',
        '<p>Nhà cung cấp trò chơi (chỉ những gì cần để vận hành trò chơi), nhà cung cấp thanh toán, dịch vụ xác minh danh tính, đơn vị kiểm toán và cơ quan chức năng khi pháp luật yêu cầu. Chúng tôi không bán dữ liệu của bạn.</p>',
        '<h4>Lưu giữ trong bao lâu</h4>',
        '<p>Trong suốt thời gian tài khoản hoạt động và sau đó theo thời hạn pháp luật yêu cầu, thông thường là năm năm sau khi đóng tài khoản. Dữ liệu không còn cần thiết sẽ bị xóa hoặc ẩn danh hóa.</p>',
        '<h4>Chúng tôi bảo vệ thế nào</h4>',
        '<p>Kết nối được mã hóa, mật khẩu chỉ được lưu dưới dạng băm có muối, và quyền truy cập dữ liệu cá nhân chỉ dành cho nhân viên cần thiết và được ghi lại.</p>',
        '<h4>Quyền của bạn</h4>',
        '<p>Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu của mình, hoặc phản đối việc sử dụng dữ liệu, bằng cách liên hệ bộ phận chăm sóc khách hàng. Chúng tôi trả lời trong vòng 30 ngày; dữ liệu pháp luật buộc phải lưu sẽ được giữ đến khi hết nghĩa vụ đó.</p>',
      ],
    },
    'zh-CN': {
      title: '隐私政策',
      body: [
        '<p>本政策说明 Playhall 收集哪些个人资料、用途为何，以及我们如何保护这些资料。</p>',
        '<h4>我们收集的资料</h4>',
        '<p>您提供的资料（用户名、真实姓名、出生日期、手机号码、电子邮箱、银行账户，以及应要求提供的身份证件）；您的交易、投注和红利记录；以及 IP 地址、设备、浏览器和登录时间等技术数据。</p>',
        '<h4>使用目的</h4>',
        '<p>用于管理您的账户并向您付款；依照法律及牌照要求核实年龄与身份，防范欺诈、洗钱和重复账户；支持理性游戏；答复您的咨询；以及仅在您同意时向您发送优惠信息，您可随时撤回该同意。</p>',
        '<h4>资料的接收方</h4>',
        '<p>游戏供应商（仅限运行游戏所需的资料）、支付服务商、身份核验服务商、审计机构，以及依法要求时的有关部门。我们不会出售您的资料。</p>',
        '<h4>保存期限</h4>',
        '<p>在账户存续期间保存，此后按法律要求的期限保存，通常为账户关闭后五年。不再需要的资料将被删除或匿名化处理。</p>',
        '<h4>保护措施</h4>',
        '<p>所有连接均经加密，密码仅以加盐哈希形式存储，个人资料仅限确有需要的员工访问，且每次访问均有记录。</p>',
        '<h4>您的权利</h4>',
        '<p>您可联系客服，要求查阅、更正或删除您的资料，或反对资料的使用。我们将在 30 天内答复；依法必须保存的资料将保存至该义务届满。</p>',
      ],
    },
  },
};
