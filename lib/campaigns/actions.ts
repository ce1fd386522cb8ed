'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { brandActionClient } from '@/lib/actions/client';
import { CAMPAIGN_CREATED, CAMPAIGN_UPDATED } from './messages';
import { campaignCreateFormSchema, campaignEditSchema } from './schemas';
import { closeCampaign, createCampaign, reopenCampaign, updateCampaign } from './service';

// The campaign form and the brand's campaign list. Same schemas and services as
// POST /api/campaign/create, PATCH /api/campaign/{id} and POST /api/campaign/{id}/close|reopen;
// the services invalidate the public list on every server, these refresh the brand's pages.

const campaignId = z.string({ error: 'Unknown campaign' }).max(64, 'Unknown campaign');
const byId = z.object({ id: campaignId });

function refreshBrandPages(id?: string) {
  revalidatePath('/brand/dashboard', 'layout');
  revalidatePath('/collaborate');
  if (id) revalidatePath(`/campaigns/${id}`);
}

/** Posts a new campaign of the signed-in brand: every field of spec §2, the brief (at least one deliverable) and the image as a File. */
export const createCampaignAction = brandActionClient.inputSchema(campaignCreateFormSchema).action(async ({ parsedInput, ctx }) => {
  const { campaignImage, ...fields } = parsedInput;
  const campaign = await createCampaign(ctx.actor, fields, campaignImage);
  refreshBrandPages();
  return { message: CAMPAIGN_CREATED, campaign };
});

/** Saves the edit form of one of the brand's own campaigns (bound to its id); a new image is optional. */
export const updateCampaignAction = brandActionClient
  .bindArgsSchemas([campaignId])
  .inputSchema(campaignEditSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const campaign = await updateCampaign(ctx.actor, id, parsedInput);
    refreshBrandPages(id);
    return { message: CAMPAIGN_UPDATED, campaign };
  });

/** Closes one of the brand's own campaigns: it leaves the public list and takes no new requests. */
export const closeCampaignAction = brandActionClient.inputSchema(byId).action(async ({ parsedInput, ctx }) => {
  const campaign = await closeCampaign(ctx.actor, parsedInput.id);
  refreshBrandPages(campaign._id);
  return { campaign };
});

/** Reopens one of the brand's own closed campaigns. */
export const reopenCampaignAction = brandActionClient.inputSchema(byId).action(async ({ parsedInput, ctx }) => {
  const campaign = await reopenCampaign(ctx.actor, parsedInput.id);
  refreshBrandPages(campaign._id);
  return { campaign };
});
