function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;font-family:system-ui,sans-serif;color:#0f172a}
main{background:#fff;border-radius:18px;box-shadow:0 20px 50px rgba(15,23,42,.12);padding:32px;width:min(92vw,380px)}
.brand{display:flex;gap:10px;align-items:center;font-weight:800;color:#0f766e;letter-spacing:.3px}
.brand span{display:inline-grid;place-items:center;width:34px;height:34px;border-radius:10px;background:#0f766e;color:#fff}
h1{font-size:18px;margin:22px 0 4px}.amount{font-size:34px;font-weight:800;margin:6px 0 20px}
.muted{color:#64748b;font-size:13px}form{display:grid;gap:10px;margin-top:18px}
button{font:inherit;font-weight:700;border:0;border-radius:12px;padding:14px;cursor:pointer}
.pay{background:#0f766e;color:#fff}.decline{background:#f1f5f9;color:#334155}a{color:#0f766e;font-weight:700}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Pay</title><style>${STYLE}</style></head><body><main>
<div class="brand"><span>S</span>Sandbox Pay</div>${body}</main></body></html>`;
}

export function renderPayPage({
  orderId,
  amount,
  currency,
}: {
  orderId: string;
  amount: string;
  currency: string;
}): string {
  return page(
    'Confirm payment',
    `<h1>Confirm payment</h1><div class="amount">${escapeHtml(currency)} ${escapeHtml(amount)}</div>
<p class="muted">Order ${escapeHtml(orderId)}. This is a sandbox gateway: no real money moves.</p>
<form method="post"><button class="pay" name="action" value="pay">Pay now</button>
<button class="decline" name="action" value="decline">Decline</button></form>`,
  );
}

export function renderResultPage(title: string, text: string, returnUrl: string | null): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Back to the merchant</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p>${back}`);
}
