import type { PaymentRow } from './billing.repository';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The message the page posts to the app framing it when the payment went through. */
export const PAID_MESSAGE = 'defter-odeme-tamamlandi';

const STYLE = `
  body{margin:0;font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2933;background:#f4f6f9}
  main{max-width:420px;margin:0 auto;padding:20px}
  h1{font-size:18px;margin:0 0 4px} .amount{font-size:22px;font-weight:600;margin:8px 0 16px}
  label{display:block;margin:10px 0 4px;font-weight:600} .row{display:flex;gap:12px} .row>div{flex:1}
  input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d5dbe3;border-radius:6px;font:inherit}
  input[aria-invalid=true]{border-color:#c62828} .error{color:#c62828;font-size:13px;margin-top:2px}
  button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:6px;background:#1f5fbf;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .note{margin-top:16px;padding:10px;border-radius:6px;background:#fff;border:1px solid #d5dbe3;color:#5f6b7a;font-size:12px}
  .ok{color:#2e7d32}`;

function page(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main>${
    script ? `<script nonce="${nonce}">${script}</script>` : ''
  }</body></html>`;
}

const FIELDS: [name: string, label: string, autocomplete: string, extra: string][] = [
  ['kart_sahibi', 'Kart Üzerindeki İsim', 'cc-name', 'maxlength="100"'],
  [
    'kart_no',
    'Kart Numarası',
    'cc-number',
    'inputmode="numeric" maxlength="23" placeholder="0000 0000 0000 0000"',
  ],
  [
    'son_kullanma',
    'Son Kullanma Tarihi (AA/YY)',
    'cc-exp',
    'inputmode="numeric" maxlength="7" placeholder="AA/YY"',
  ],
  ['cvc', 'Güvenlik Kodu (CVC)', 'cc-csc', 'inputmode="numeric" maxlength="4" placeholder="000"'],
];

function field(
  [name, label, autocomplete, extra]: (typeof FIELDS)[number],
  errors: Record<string, string>,
  value: string,
) {
  const error = errors[name];
  return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" ${extra}
    value="${esc(value)}" required${error ? ` aria-invalid="true" aria-describedby="${name}-hata"` : ''}>${
      error ? `<div class="error" id="${name}-hata">${esc(error)}</div>` : ''
    }</div>`;
}

/** The card form of the local provider. Only the holder's name is ever written back into the form. */
export function cardPage(
  payment: PaymentRow,
  token: string,
  nonce: string,
  errors: Record<string, string> = {},
  holder = '',
): string {
  const [name, number, expiry, cvc] = FIELDS;
  return page(
    'Defter Güvenli Ödeme',
    `<h1>Kart Bilgileri</h1><div>${esc(payment.aciklama)}</div>
<div class="amount">${money.format(Number(payment.tutar))} ₺ <small>(KDV dahil)</small></div>
<form method="post" action="/odeme/${esc(token)}" novalidate>
${field(name, errors, holder)}${field(number, errors, '')}
<div class="row">${field(expiry, errors, '')}${field(cvc, errors, '')}</div>
<button type="submit">Ödemeyi Tamamla</button></form>
<p class="note">Bu sayfa Defter'in yerel ödeme sağlayıcısıdır: kartınızdan para çekilmez. Test kartı 4242 4242 4242 4242,
ileri bir son kullanma tarihi ve herhangi 3 haneli bir güvenlik kodu ile ödeme tamamlanır; 4000 0000 0000 0002 reddedilir.</p>`,
    nonce,
  );
}

/** The page after a successful payment: tells the framing app (which then asks the server) and says so. */
export function paidPage(nonce: string, invoice = false): string {
  return page(
    'Ödeme tamamlandı',
    invoice
      ? `<h1 class="ok">Ödemeniz alındı.</h1><p>Faturanızın ödemesi firmaya iletildi. Teşekkür ederiz.</p>`
      : `<h1 class="ok">Ödemeniz alındı.</h1><p>Aboneliğiniz güncellendi; uygulamaya dönülüyor…</p>`,
    nonce,
    `if (window.parent !== window) window.parent.postMessage(${JSON.stringify(PAID_MESSAGE)}, '*');`,
  );
}

/** The page for an unknown, used or expired card form. */
export function gonePage(nonce: string): string {
  return page(
    'Ödeme bulunamadı',
    `<h1>Ödeme bulunamadı veya süresi doldu.</h1><p>Lütfen ödeme seçeneklerinden yeniden başlayınız.</p>`,
    nonce,
  );
}
