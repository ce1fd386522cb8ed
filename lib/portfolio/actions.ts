'use server';

import { revalidatePath } from 'next/cache';
import { creatorActionClient } from '@/lib/actions/client';
import {
  portfolioByIdSchema,
  portfolioFromJobSchema,
  portfolioImageFormSchema,
  portfolioItemIdSchema,
  portfolioLinkFormSchema,
  portfolioOrderSchema,
  portfolioUpdateSchema,
} from './schemas';
import { addPortfolioFromJob, addPortfolioImage, addPortfolioLink, deletePortfolioItem, reorderPortfolio, updatePortfolioItem } from './service';

// The dashboard's Portfolio page and a completed job's "Add to portfolio". Same schemas and
// services as /api/creator/portfolio...; the services refresh the public page on every server.

const refresh = () => revalidatePath('/creator/dashboard/portfolio');

/** Adds a post on a known platform. */
export const addPortfolioLinkAction = creatorActionClient.inputSchema(portfolioLinkFormSchema).action(async ({ parsedInput, ctx }) => {
  const out = await addPortfolioLink(ctx.actor, parsedInput);
  refresh();
  return out;
});

/** Adds an uploaded image. */
export const addPortfolioImageAction = creatorActionClient.inputSchema(portfolioImageFormSchema).action(async ({ parsedInput, ctx }) => {
  const out = await addPortfolioImage(ctx.actor, parsedInput);
  refresh();
  return out;
});

/** "Add to portfolio" on a completed job the brand allowed. */
export const addPortfolioFromJobAction = creatorActionClient.inputSchema(portfolioFromJobSchema).action(async ({ parsedInput, ctx }) => {
  const out = await addPortfolioFromJob(ctx.actor, parsedInput.collaborationId);
  refresh();
  revalidatePath(`/creator/dashboard/collaborations/${parsedInput.collaborationId}`);
  return out;
});

/** Saves an item's caption (bound to its id). */
export const updatePortfolioItemAction = creatorActionClient
  .bindArgsSchemas([portfolioItemIdSchema])
  .inputSchema(portfolioUpdateSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const out = await updatePortfolioItem(ctx.actor, id, parsedInput);
    refresh();
    return out;
  });

/** Deletes one of the creator's own items. */
export const deletePortfolioItemAction = creatorActionClient.inputSchema(portfolioByIdSchema).action(async ({ parsedInput, ctx }) => {
  const out = await deletePortfolioItem(ctx.actor, parsedInput.id);
  refresh();
  return out;
});

/** Saves a new order (after a drag, or a move with the keyboard). */
export const reorderPortfolioAction = creatorActionClient.inputSchema(portfolioOrderSchema).action(async ({ parsedInput, ctx }) => {
  const out = await reorderPortfolio(ctx.actor, parsedInput.ids);
  refresh();
  return out;
});
