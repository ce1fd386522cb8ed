'use server';

import { revalidatePath } from 'next/cache';
import { brandActionClient, creatorActionClient } from '@/lib/actions/client';
import { declineOrderSchema, orderSchema, packageByIdSchema, packageCreateSchema, packageIdSchema, packageMoveSchema, packageUpdateSchema } from './schemas';
import { acceptOrder, declineOrder, orderPackage } from './orders';
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

/** The brand's order form: orders the package (bound to the creator and package ids) and answers where to pay. */
export const orderPackageAction = brandActionClient
  .bindArgsSchemas([packageIdSchema, packageIdSchema])
  .inputSchema(orderSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [creatorId, packageId], ctx }) => {
    const placed = await orderPackage(ctx.actor, creatorId, packageId, parsedInput);
    revalidatePath('/brand/dashboard', 'layout');
    return { message: placed.message, collaborationId: placed.order.collaborationId, checkoutUrl: placed.checkout.url ?? null };
  });

/** The creator accepts a paid package order. */
export const acceptOrderAction = creatorActionClient.inputSchema(packageByIdSchema).action(async ({ parsedInput, ctx }) => {
  const out = await acceptOrder(ctx.actor, parsedInput.id);
  revalidatePath('/creator/dashboard', 'layout');
  return out;
});

/** The creator declines a package order (the brand is refunded at once). */
export const declineOrderAction = creatorActionClient.inputSchema(packageByIdSchema.extend(declineOrderSchema.shape)).action(async ({ parsedInput, ctx }) => {
  const out = await declineOrder(ctx.actor, parsedInput.id, parsedInput.reason);
  revalidatePath('/creator/dashboard', 'layout');
  return out;
});
