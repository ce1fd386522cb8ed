import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/mail';
import { formatDay } from '@/lib/campaigns/deadline';
import { formatFee } from '@/lib/campaigns/messages';
import { escapeHtml } from '@/lib/mail/html';

/** Where a creator answers their invitations. */
const invitationsUrl = () => new URL('/creator/dashboard/invitations', env().APP_URL).toString();

/** The e-mail a creator gets when a brand invites them: who, to what, the brand's note, and where to answer. */
export function invitationMail(input: {
  to: string;
  creatorName: string;
  brandName: string;
  campaignId: string;
  campaignName: string;
  feeInr: number | null;
  incentives: string;
  applyBy: string | null;
  note: string;
}): Mail {
  const { to, creatorName, brandName, campaignName, note } = input;
  const link = invitationsUrl();
  const campaign = new URL(`/campaigns/${input.campaignId}`, env().APP_URL).toString();
  const terms = [formatFee(input.feeInr, input.incentives), input.applyBy ? `answer by ${formatDay(input.applyBy)}` : null].filter(Boolean).join(' · ');
  const text = [
    `Hi ${creatorName},`,
    '',
    `${brandName} invited you to their campaign "${campaignName}" (${terms}).`,
    ...(note ? ['', `Their note: “${note}”`] : []),
    '',
    `Accept or decline it here: ${link}`,
    `Campaign details: ${campaign}`,
    '',
    'Accepting starts the collaboration at once. Not interested in this brand? You can mute it on the same page.',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(creatorName)},</p>`,
    `<p>${escapeHtml(brandName)} invited you to their campaign “${escapeHtml(campaignName)}” (${escapeHtml(terms)}).</p>`,
    ...(note ? [`<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid silver">${escapeHtml(note)}</blockquote>`] : []),
    `<p><a href="${escapeHtml(link)}">Accept or decline the invitation</a> · <a href="${escapeHtml(campaign)}">Campaign details</a></p>`,
    '<p>Accepting starts the collaboration at once. Not interested in this brand? You can mute it on the same page.</p>',
  ].join('\n');
  return {
    to,
    subject: `${brandName} invited you to ${campaignName}`,
    text,
    html,
    reason: `You get this because ${brandName} invited you to a campaign on CollabMarket.`,
    settingsOf: 'creator',
  };
}
