'use server';

import { revalidatePath } from 'next/cache';
import { brandActionClient } from '@/lib/actions/client';
import { SHORTLISTS_PATH } from './messages';
import { deleteShortlistActionSchema, memberActionSchema, saveCreatorSchema, shortlistBodySchema, shortlistIdArgSchema } from './schemas';
import { addToShortlist, createShortlist, deleteShortlist, removeFromShortlist, renameShortlist, saveCreator } from './service';

// The Shortlists pages and the save menu on a creator's page. Same schemas and services as
// /api/shortlists and /api/shortlists/{id}/members/{creatorId}.

const refresh = (id?: string) => {
  revalidatePath(SHORTLISTS_PATH);
  if (id) revalidatePath(`${SHORTLISTS_PATH}/${id}`);
};

/** A new, empty list (the Shortlists page's form). */
export const createShortlistAction = brandActionClient.inputSchema(shortlistBodySchema).action(async ({ parsedInput, ctx }) => {
  const answer = await createShortlist(ctx.actor, parsedInput);
  refresh();
  return answer;
});

/** The rename form, bound to the list it renames. */
export const renameShortlistAction = brandActionClient
  .bindArgsSchemas([shortlistIdArgSchema])
  .inputSchema(shortlistBodySchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const answer = await renameShortlist(ctx.actor, id, parsedInput);
    refresh(id);
    return answer;
  });

/** Delete, after the confirmation dialog. */
export const deleteShortlistAction = brandActionClient.inputSchema(deleteShortlistActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await deleteShortlist(ctx.actor, parsedInput.shortlistId);
  refresh(parsedInput.shortlistId);
  return answer;
});

/** A tick in the save menu. */
export const addToShortlistAction = brandActionClient.inputSchema(memberActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await addToShortlist(ctx.actor, parsedInput.shortlistId, parsedInput.creatorId);
  refresh(parsedInput.shortlistId);
  return answer;
});

/** An untick in the save menu, or Remove on a list's page. */
export const removeFromShortlistAction = brandActionClient.inputSchema(memberActionSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await removeFromShortlist(ctx.actor, parsedInput.shortlistId, parsedInput.creatorId);
  refresh(parsedInput.shortlistId);
  return answer;
});

/** The save menu's "New list" field: makes the list and saves the creator to it at once. */
export const saveCreatorAction = brandActionClient.inputSchema(saveCreatorSchema).action(async ({ parsedInput, ctx }) => {
  const answer = await saveCreator(ctx.actor, parsedInput);
  refresh(answer.shortlist._id);
  return answer;
});
