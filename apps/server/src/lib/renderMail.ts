import { PRODUCT_NAME } from '@plubot/contracts';

export interface MailContent {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/**
 * Renders a mail in the product's look (dark space card, cyan button) with a plain-text twin.
 * Every dynamic text is HTML-escaped.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#d7def7">${escapeHtml(p)}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;border-radius:999px;background:linear-gradient(90deg,#4facfe,#a855f7);color:#0b1026;font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#8b95c9;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="margin:0;padding:32px 12px;background:#05081a;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#0f1535;border:1px solid #27306b;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:22px;font-weight:800;color:#4facfe;letter-spacing:1px">🚀 ${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 20px;font-size:20px;color:#ffffff">${escapeHtml(content.title)}</h1>
${paragraphs}${button}
<p style="margin:24px 0 0;font-size:12px;color:#8b95c9">${escapeHtml(content.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    `${PRODUCT_NAME} — ${content.title}`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  return { html, text };
}

/** Escapes the five HTML-significant characters. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
