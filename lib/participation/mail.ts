import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/mail';
import type { Decision } from './messages';
import { collaborationUrl } from '@/lib/collaborations/mail';
import { escapeHtml } from '@/lib/mail/html';

const campaignUrl = (campaignId: string) => new URL(`/campaigns/${campaignId}`, env().APP_URL).toString();
const notificationsUrl = () => new URL('/creator/dashboard/notifications', env().APP_URL).toString();

/** The e-mail a creator gets when a brand decides on their participation request. */
export function decisionMail(input: {
  to: string;
  creatorName: string;
  campaignId: string;
  collaborationId: string;
  campaignName: string;
  brandName: string;
  decision: Decision;
  /** Why the brand declined, when it said. */
  reason?: string;
}): Mail {
  const { to, creatorName, campaignId, campaignName, brandName, decision, reason } = input;
  const footer = { reason: `You get this because you asked to join ${campaignName} on CollabMarket.`, settingsOf: 'creator' as const };
  if (decision === 'approved') {
    const job = collaborationUrl('creator', input.collaborationId);
    return {
      to,
      subject: `You're in: ${brandName} approved you for ${campaignName}`,
      text: [
        `Hi ${creatorName},`,
        '',
        `Good news: ${brandName} approved your request to join the campaign "${campaignName}".`,
        `Read the brief, message the brand and submit your content here: ${job}`,
        `Campaign details: ${campaignUrl(campaignId)}`,
        '',
        `All your notifications: ${notificationsUrl()}`,
      ].join('\n'),
      html: [
        `<p>Hi ${escapeHtml(creatorName)},</p>`,
        `<p>Good news: ${escapeHtml(brandName)} approved your request to join the campaign “${escapeHtml(campaignName)}”.</p>`,
        `<p><a href="${escapeHtml(job)}">Open the collaboration</a> to read the brief, message the brand and submit your content.</p>`,
      ].join('\n'),
      ...footer,
    };
  }
  return {
    to,
    subject: `Update on your request to join ${campaignName}`,
    text: [
      `Hi ${creatorName},`,
      '',
      `${brandName} declined your request to join the campaign "${campaignName}" this time.`,
      ...(reason ? [`Their reason: "${reason}"`] : []),
      'There are more open campaigns waiting for you: ' + new URL('/collaborate', env().APP_URL).toString(),
      '',
      `All your notifications: ${notificationsUrl()}`,
    ].join('\n'),
    ...footer,
  };
}

/** The order/collaboration confirmation a brand sends to a creator it approved. */
export function orderConfirmationMail(input: { to: string; creatorName: string; brandName: string; campaignNames: string[] }): Mail {
  const { to, creatorName, brandName, campaignNames } = input;
  return {
    to,
    subject: `${brandName} confirmed your collaboration`,
    text: [
      `Hi ${creatorName},`,
      '',
      `${brandName} confirmed your collaboration on: ${campaignNames.map((n) => `"${n}"`).join(', ')}.`,
      `See your requests and notifications: ${notificationsUrl()}`,
    ].join('\n'),
    reason: `You get this because ${brandName} approved you for a campaign on CollabMarket and sent you this confirmation.`,
    settingsOf: 'creator',
  };
}
