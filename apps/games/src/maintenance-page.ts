import { isOfferedLanguage, type OfferedLanguage } from '@playhall/contracts/languages';

/** The page's words in every offered language (the type makes a new one bring its own). */
const TEXTS: Record<OfferedLanguage, { title: string; body: string; back: string }> = {
  en: {
    title: 'Under maintenance',
    body: 'The provider is preparing this game. Please choose another game or come back soon.',
    back: 'Back to the lobby',
  },
  'zh-CN': { title: '维护中', body: '游戏厂商正在准备该游戏，请选择其他游戏或稍后再来。', back: '返回大厅' },
  vi: {
    title: 'Đang bảo trì',
    body: 'Nhà cung cấp đang chuẩn bị trò chơi này. Vui lòng chọn trò chơi khác hoặc quay lại sau.',
    back: 'Về sảnh trò chơi',
  },
  ms: {
    title: 'Dalam penyelenggaraan',
    body: 'Penyedia sedang menyediakan permainan ini. Sila pilih permainan lain atau kembali sebentar lagi.',
    back: 'Kembali ke lobi',
  },
  th: {
    title: 'ปิดปรับปรุง',
    body: 'ผู้ให้บริการกำลังเตรียมเกมนี้ กรุณาเลือกเกมอื่นหรือกลับมาใหม่เร็ว ๆ นี้',
    back: 'กลับสู่ล็อบบี้',
  },
  hi: {
    title: 'मेंटेनेंस जारी है',
    body: 'प्रोवाइडर यह गेम तैयार कर रहा है। कृपया कोई दूसरा गेम चुनें या जल्द ही वापस आएँ।',
    back: 'लॉबी पर वापस जाएँ',
  },
  'zh-TW': {
    title: '維護中',
    body: '遊戲供應商正在準備此遊戲，請選擇其他遊戲或稍後再來。',
    back: '返回大廳',
  },
  id: {
    title: 'Sedang dalam pemeliharaan',
    body: 'Penyedia sedang menyiapkan permainan ini. Silakan pilih permainan lain atau kembali lagi nanti.',
    back: 'Kembali ke lobi',
  },
  ko: {
    title: '점검 중',
    body: '제공사에서 이 게임을 준비 중입니다. 다른 게임을 선택하시거나 잠시 후 다시 방문해 주세요.',
    back: '로비로 돌아가기',
  },
  ja: {
    title: 'メンテナンス中',
    body: 'プロバイダーがこのゲームを準備中です。他のゲームを選ぶか、しばらくしてから再度お越しください。',
    back: 'ロビーに戻る',
  },
  'pt-BR': {
    title: 'Em manutenção',
    body: 'O provedor está preparando este jogo. Escolha outro jogo ou volte em breve.',
    back: 'Voltar ao lobby',
  },
  es: {
    title: 'En mantenimiento',
    body: 'El proveedor está preparando este juego. Elige otro juego o vuelve pronto.',
    back: 'Volver a la sala',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function maintenancePage(input: {
  vendor: string;
  gameCode: string;
  /** The game's name from the provider's list (the lobby's name for it); null for an unlisted code. */
  name: string | null;
  language: string;
  back: string;
}): string {
  const text = TEXTS[isOfferedLanguage(input.language) ? input.language : 'en'];
  return `<!doctype html><html lang="${escapeHtml(input.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 20%,#312e81,#0b1020 70%);
color:#e5e7eb;font-family:system-ui,sans-serif;text-align:center;padding:24px}main{max-width:420px}
.badge{display:inline-block;padding:6px 14px;border-radius:999px;background:#1f2937;color:#fbbf24;font-weight:700;letter-spacing:1px;font-size:13px}
h1{font-size:26px;margin:18px 0 8px}p{color:#9ca3af;line-height:1.6}.gear{font-size:64px;line-height:1;color:#fbbf24}
a{display:inline-block;margin-top:18px;padding:12px 22px;border-radius:12px;background:#fbbf24;color:#111827;font-weight:800;text-decoration:none}</style>
</head><body><main><div class="gear" aria-hidden="true">&#9881;</div><span class="badge">${escapeHtml(input.name ?? `${input.vendor} · ${input.gameCode}`)}</span>
<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p><a href="${escapeHtml(input.back)}" target="_top">${escapeHtml(text.back)}</a></main></body></html>`;
}
