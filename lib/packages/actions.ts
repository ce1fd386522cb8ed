'use server';

import { revalidatePath } from 'next/cache';
import { creatorActionClient } from '@/lib/actions/client';
import { packageByIdSchema, packageCreateSchema, packageIdSchema, packageMoveSchema, packageUpdateSchema } from './schemas';
import { createPackage, deletePackage, movePackage, updatePackage } from './service';

// The dashboard's Packages page. Same schemas and services as POST /api/creator/packages and
// PATCH|DELETE /api/creator/packages/{id}; the services refresh the public page on every server.

const refresh = () => revalidatePath('/creator/dashboard/packages');

/** Adds a package to the signed-in creator's list. */
export const createPackageAction = creatorActionClient.inputSchema(packageCreateSchema).action(async ({ parsedInput, ctx }) => {
  const out = await createPackage(ctx.actor, parsedInput);
  refresh();
  return out;
});

/** Saves the edit form of one of the creator's own packages (bound to its id), or pauses/resumes it. */
export const updatePackageAction = creatorActionClient
  .bindArgsSchemas([packageIdSchema])
  .inputSchema(packageUpdateSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const out = await updatePackage(ctx.actor, id, parsedInput);
    refresh();
    return out;
  });

/** Deletes one of the creator's own packages. */
export const deletePackageAction = creatorActionClient.inputSchema(packageByIdSchema).action(async ({ parsedInput, ctx }) => {
  const out = await deletePackage(ctx.actor, parsedInput.id);
  refresh();
  return out;
});

/** Moves one of the creator's own packages a place up or down. */
export const movePackageAction = creatorActionClient.inputSchema(packageMoveSchema).action(async ({ parsedInput, ctx }) => {
  const out = await movePackage(ctx.actor, parsedInput.id, parsedInput.direction);
  refresh();
  return out;
});
