import 'server-only';
import type { Executor } from '@/lib/db';
import { formatDateTimeIst } from '@/lib/client/dates';
import { escapeHtml } from '@/lib/mail/html';
import { queueWanted } from '@/lib/mail/wanted';
import { collaborationUrl } from '@/lib/collaborations/mail';
import { formatPaise } from './money';

/** The brand's reminder, 2 days before held money is released on its own. */
export async function releaseReminderMail(
  tx: Executor,
  input: { to: string; toName: string; brandId: string; collaborationId: string; campaignName: string; feePaise: number; at: Date; key: string },
): Promise<void> {
  const link = collaborationUrl('brand', input.collaborationId);
  const sentence = `The ${formatPaise(input.feePaise)} you funded for ${input.campaignName} will be released to the creator on ${formatDateTimeIst(input.at)} unless you complete the job or open a dispute before then.`;
  await queueWanted(
    tx,
    { role: 'brand', id: input.brandId },
    'collaborations',
    {
      to: input.to,
      subject: `${input.campaignName}: the creator's fee will be released soon`,
      text: [`Hi ${input.toName},`, '', sentence, '', `Open the collaboration: ${link}`].join('\n'),
      html: [
        `<p>Hi ${escapeHtml(input.toName)},</p>`,
        `<p>${escapeHtml(sentence)}</p>`,
        `<p><a href="${escapeHtml(link)}">Open the collaboration</a></p>`,
      ].join('\n'),
      reason: 'You get this because you funded this collaboration on CollabMarket.',
      settingsOf: 'brand',
    },
    { collaborationId: input.collaborationId },
    { key: input.key },
  );
}
