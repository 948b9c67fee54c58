/**
 * The demo brand's announcements for agents (type AG, decision 0030), shown in the agent centre's agentAnnouncement
 * page, never to players or visitors. `daysAgo` spreads their publication so the list reads newest first.
 */
export const DEMO_AGENT_NOTICES = [
  {
    daysAgo: 1,
    title: {
      en: 'Commission schedule: monthly statements are settled on the 5th',
      'zh-CN': '佣金结算安排：月度报表于每月 5 日结算',
      vi: 'Lịch hoa hồng: bảng kê hằng tháng được quyết toán vào ngày 5',
    },
    content: {
      en: '<p>Commissions for each calendar month are worked out from your team’s valid bets and settled on the <strong>5th of the following month</strong> (Beijing time, GMT+8).</p><ul><li>Statements appear under <em>My income</em> once settled.</li><li>Only settled bets count; cancelled rounds are left out.</li><li>A question about a statement? Contact agent support within 7 days.</li></ul>',
      'zh-CN':
        '<p>每个自然月的佣金按团队有效投注计算，于<strong>次月 5 日</strong>结算（北京时间，GMT+8）。</p><ul><li>结算后可在<em>我的收入</em>中查看报表。</li><li>仅计算已结算的投注，已取消的局不计入。</li><li>对报表有疑问？请在 7 天内联系代理客服。</li></ul>',
      vi: '<p>Hoa hồng của mỗi tháng được tính theo cược hợp lệ của đội nhóm và quyết toán vào <strong>ngày 5 của tháng kế tiếp</strong> (giờ Bắc Kinh, GMT+8).</p><ul><li>Bảng kê hiển thị trong mục <em>Thu nhập của tôi</em> sau khi quyết toán.</li><li>Chỉ tính các cược đã kết toán; ván bị hủy không được tính.</li><li>Có thắc mắc về bảng kê? Hãy liên hệ hỗ trợ đại lý trong vòng 7 ngày.</li></ul>',
    },
  },
  {
    daysAgo: 6,
    title: {
      en: 'New: team betting record and team transactions, with CSV export',
      'zh-CN': '新功能：团队投注记录与团队交易，支持导出 CSV',
      vi: 'Mới: lịch sử cược và giao dịch của đội nhóm, xuất được tệp CSV',
    },
    content: {
      en: '<p>The agent centre now has a <strong>Team betting record</strong> and <strong>Team transactions</strong>. Filter by period, member, game category and status, and export any report as CSV.</p><p>Figures refresh every few seconds while your team plays.</p>',
      'zh-CN':
        '<p>代理中心新增<strong>团队投注记录</strong>和<strong>团队交易</strong>。可按时间段、会员、游戏类别和状态筛选，并可将任意报表导出为 CSV。</p><p>团队游戏期间，数据每隔几秒自动更新。</p>',
      vi: '<p>Trung tâm đại lý nay có <strong>Lịch sử cược đội nhóm</strong> và <strong>Giao dịch đội nhóm</strong>. Lọc theo khoảng thời gian, thành viên, loại trò chơi và trạng thái, và xuất mọi báo cáo ra tệp CSV.</p><p>Số liệu được cập nhật vài giây một lần khi đội nhóm của bạn đang chơi.</p>',
    },
  },
  {
    daysAgo: 20,
    title: {
      en: 'Agent support office hours: every day, 10:00 to 22:00',
      'zh-CN': '代理客服服务时间：每天 10:00 至 22:00',
      vi: 'Giờ làm việc của hỗ trợ đại lý: hằng ngày, 10:00 đến 22:00',
    },
    content: {
      en: '<p>The agent support desk is open <strong>every day from 10:00 to 22:00</strong> (GMT+8).</p><ul><li>Telegram: <a href="https://t.me/playhall_support">@playhall_support</a></li><li>E-mail: <a href="mailto:support@playhall.example">support@playhall.example</a></li></ul><p>Outside these hours, leave a message: we answer on the next morning.</p>',
      'zh-CN':
        '<p>代理客服<strong>每天 10:00 至 22:00</strong>（GMT+8）在线。</p><ul><li>Telegram：<a href="https://t.me/playhall_support">@playhall_support</a></li><li>电子邮件：<a href="mailto:support@playhall.example">support@playhall.example</a></li></ul><p>非服务时间请留言，我们将于次日上午回复。</p>',
      vi: '<p>Bộ phận hỗ trợ đại lý làm việc <strong>hằng ngày từ 10:00 đến 22:00</strong> (GMT+8).</p><ul><li>Telegram: <a href="https://t.me/playhall_support">@playhall_support</a></li><li>Email: <a href="mailto:support@playhall.example">support@playhall.example</a></li></ul><p>Ngoài giờ làm việc, hãy để lại tin nhắn: chúng tôi sẽ trả lời vào sáng hôm sau.</p>',
    },
  },
];
