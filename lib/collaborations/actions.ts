'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { brandActionClient, creatorActionClient, roleActionClient } from '@/lib/actions/client';
import type { Role } from '@/models';
import {
  cancelBodySchema,
  liveBodySchema,
  messageBodySchema,
  metricsBodySchema,
  messageListQuerySchema,
  reviewBodySchema,
  submissionBodySchema,
  completeBodySchema,
} from './schemas';
import {
  cancelCollaboration,
  completeCollaboration,
  getCollaboration,
  goLive,
  listMessages,
  markThreadSeen,
  reportMetrics,
  reviewSubmission,
  sendMessage,
  submitContent,
} from './service';

// The collaboration page's forms and buttons: the same schemas and services as
// /api/collaborations/{id}/... Each is bound to the collaboration it is on; the side is the page's
// (a browser may hold a brand and a creator session at once), so shared steps come in two.

const collaborationId = z.string({ error: 'Unknown collaboration' }).max(64, 'Unknown collaboration');
const refresh = (role: Role, id: string) => revalidatePath(`/${role}/dashboard/collaborations/${id}`);
const refreshAll = (role: Role) => revalidatePath(`/${role}/dashboard`, 'layout');

const sendFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .inputSchema(messageBodySchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => sendMessage(ctx.actor, id, parsedInput));

/** Sends a message in the thread (text and up to 4 images). */
export const sendBrandMessageAction = sendFor('brand');
export const sendCreatorMessageAction = sendFor('creator');

const seenFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
      const answer = await markThreadSeen(ctx.actor, id);
      if (answer.seen > 0) refreshAll(role);
      return answer;
    });

/** Marks the other side's messages as seen (the page is open and visible). */
export const markBrandThreadSeenAction = seenFor('brand');
export const markCreatorThreadSeenAction = seenFor('creator');

const readFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .inputSchema(messageListQuerySchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
      const [page, collaboration] = await Promise.all([listMessages(ctx.actor, id, parsedInput), getCollaboration(ctx.actor, id)]);
      return { ...page, status: collaboration.status };
    });

/**
 * A page of the thread and the status: what the page missed while its stream was away (`after`
 * the last message it shows), or older messages (`before` the first). Also renews an expired
 * access cookie, as every action does, so the stream can connect again.
 */
export const readBrandThreadAction = readFor('brand');
export const readCreatorThreadAction = readFor('creator');

const cancelFor = (role: Role) =>
  roleActionClient(role)
    .bindArgsSchemas([collaborationId])
    .inputSchema(cancelBodySchema)
    .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
      const answer = await cancelCollaboration(ctx.actor, id, parsedInput.reason);
      refresh(role, id);
      refreshAll(role);
      return answer;
    });

/** Ends an open job with a reason. */
export const cancelAsBrandAction = cancelFor('brand');
export const cancelAsCreatorAction = cancelFor('creator');

/** The creator hands in a version: caption, images and/or a draft link. */
export const submitContentAction = creatorActionClient
  .bindArgsSchemas([collaborationId])
  .inputSchema(submissionBodySchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const answer = await submitContent(ctx.actor, id, parsedInput);
    refresh('creator', id);
    return answer;
  });

/** The brand approves the latest version or asks for changes. */
export const reviewSubmissionAction = brandActionClient
  .bindArgsSchemas([collaborationId, z.string({ error: 'Unknown submission' }).max(64, 'Unknown submission')])
  .inputSchema(reviewBodySchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id, submissionId], ctx }) => {
    const answer = await reviewSubmission(ctx.actor, id, submissionId, parsedInput);
    refresh('brand', id);
    return answer;
  });

/** The creator shares the live post links and, optionally, the first figures. */
export const goLiveAction = creatorActionClient
  .bindArgsSchemas([collaborationId])
  .inputSchema(liveBodySchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const answer = await goLive(ctx.actor, id, parsedInput);
    refresh('creator', id);
    return answer;
  });

/** The creator updates the live post's figures (self-reported). */
export const reportMetricsAction = creatorActionClient
  .bindArgsSchemas([collaborationId])
  .inputSchema(metricsBodySchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const answer = await reportMetrics(ctx.actor, id, parsedInput);
    refresh('creator', id);
    refresh('brand', id);
    return answer;
  });

/** The brand confirms the job is complete. */
export const completeCollaborationAction = brandActionClient
  .bindArgsSchemas([collaborationId])
  // No input at all (an older page's button) is "not allowed", like `{}`.
  .inputSchema(completeBodySchema.optional())
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const answer = await completeCollaboration(ctx.actor, id, parsedInput ?? {});
    refresh('brand', id);
    return answer;
  });
