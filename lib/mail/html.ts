// Mail bodies as HTML: what a person wrote is escaped, addresses become real links. Pure string
// work, shared by every mail builder and the layout (lib/mail/layout.ts).

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain-text body as simple HTML: paragraphs, escaped, with its http(s) addresses each made a link of its own. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (para) =>
        `<p>${escapeHtml(para)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}
