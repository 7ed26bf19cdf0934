const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface MailAction {
  label: string;
  url: string;
}

/** The HTML of a Tessera mail: a greeting, paragraphs and one button, every text escaped. */
export function brandedMailHtml(greeting: string, lines: string[], action: MailAction): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto">
<h2 style="color:#4f46e5">Tessera</h2><p>${escapeHtml(greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">If the button does not work, paste this link into your browser: ${escapeHtml(action.url)}</p></div>`;
}
