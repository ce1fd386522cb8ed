import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/html';
import type { PostLink, Role } from '@/models';

/** Where each side opens a collaboration. */
const collaborationPath = (role: Role, id: string) => `/${role}/dashboard/collaborations/${id}`;
export const collaborationUrl = (role: Role, id: string) => new URL(collaborationPath(role, id), env().APP_URL).toString();

type Addressed = { to: string; toName: string; toRole: Role; collaborationId: string; subject: string };

/** A collaboration mail around its body (text lines, HTML blocks): the greeting, then the link to the collaboration. */
function framed(input: Addressed, body: { text: string[]; html: string[] }, reason: string): Mail {
  const link = collaborationUrl(input.toRole, input.collaborationId);
  const text = [`Hi ${input.toName},`, '', ...body.text, '', `Open the collaboration: ${link}`].join('\n');
  const html = [`<p>Hi ${escapeHtml(input.toName)},</p>`, ...body.html, `<p><a href="${escapeHtml(link)}">Open the collaboration</a></p>`].join('\n');
  return { to: input.to, subject: input.subject, text, html, reason, settingsOf: input.toRole };
}

const COLLABORATION_REASON = 'You get this because you are in this collaboration on CollabMarket.';

/**
 * The one e-mail of a collaboration event, to the side that did not act: what happened, the
 * comment or reason when there is one, and a link to the collaboration. Plain text and HTML.
 */
export function collaborationEventMail(input: Addressed & { sentence: string; detail?: string | null; links?: PostLink[] }): Mail {
  const links = input.links ?? [];
  // Each live post on its own line, after the deliverable it is for when the creator named one.
  const label = (l: PostLink) => (l.deliverable ? `${l.deliverable}: ` : '');
  return framed(
    input,
    {
      text: [input.sentence, ...(input.detail ? ['', `“${input.detail}”`] : []), ...(links.length ? ['', ...links.map((l) => `${label(l)}${l.url}`)] : [])],
      html: [
        `<p>${escapeHtml(input.sentence)}</p>`,
        ...(input.detail ? [`<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid silver">${escapeHtml(input.detail)}</blockquote>`] : []),
        ...(links.length
          ? [`<ul>${links.map((l) => `<li>${escapeHtml(label(l))}<a href="${escapeHtml(l.url)}">${escapeHtml(l.url)}</a></li>`).join('')}</ul>`]
          : []),
      ],
    },
    COLLABORATION_REASON,
  );
}

type Destination = { host: string; href: string } | null;

const destinationLine = (d: Destination) => (d ? `${d.host} — ${d.href}` : 'none (the link leads nowhere)');

/**
 * The notice to a creator that the brand changed where their tracked link leads (another host):
 * the old and the new destination, hosts in Unicode with their punycode beside them. Addresses
 * are written out, not linked: the creator should read the new one before anyone opens it.
 */
export function destinationChangedMail(input: {
  to: string;
  toName: string;
  collaborationId: string;
  campaignName: string;
  brandName: string;
  before: Destination;
  after: Destination;
}): Mail {
  const sentence = `${input.brandName} changed where your tracked link for ${input.campaignName} leads. Every visit to your link, from posts you already shared too, now goes to the new address.`;
  const advice = 'If you do not know the new address, stop sharing the link and ask the brand, or cancel the collaboration.';
  const before = destinationLine(input.before);
  const after = destinationLine(input.after);
  const subject = `Your tracked link now leads to ${input.after?.host ?? 'nowhere'}: ${input.campaignName}`;
  return framed(
    { to: input.to, toName: input.toName, toRole: 'creator', collaborationId: input.collaborationId, subject },
    {
      text: [sentence, '', `Before: ${before}`, `Now: ${after}`, '', advice],
      html: [
        `<p>${escapeHtml(sentence)}</p>`,
        `<p>Before: <code>${escapeHtml(before)}</code><br>Now: <strong><code>${escapeHtml(after)}</code></strong></p>`,
        `<p>${escapeHtml(advice)}</p>`,
      ],
    },
    'You get this because you share a tracked link of this campaign. This notice always comes, whatever your e-mail settings: it is about where your posts send your audience.',
  );
}
