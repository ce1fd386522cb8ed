import { z } from '@/lib/zod';
import { NAME_REQUIRED, NAME_TOO_LONG, PICK_ONE_LIST, SHORTLIST_NAME_MAX } from './messages';

// Shared by the route handlers (/api/shortlists/...) and the server actions; texts in ./messages.

const shortlistId = z.string({ error: 'Unknown shortlist' }).uuid('Unknown shortlist');
const creatorId = z.string({ error: 'Unknown creator' }).uuid('Unknown creator');

const shortlistNameSchema = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(SHORTLIST_NAME_MAX, NAME_TOO_LONG);

/** Body of `POST /api/shortlists` and `PATCH /api/shortlists/{id}`. */
export const shortlistBodySchema = z.object({ name: shortlistNameSchema });

/** Route params of `/api/shortlists/{id}`. */
export const shortlistParamsSchema = z.object({ id: shortlistId });

/** Route params of `/api/shortlists/{id}/members/{creatorId}`. */
export const memberParamsSchema = z.object({ id: shortlistId, creatorId });

/** The id an edit form or button is bound to (`.bindArgsSchemas`). */
export const shortlistIdArgSchema = shortlistId;

/** A tick or untick in the save menu, or Remove on a list's page: which list, which creator. */
export const memberActionSchema = z.object({ shortlistId, creatorId });

/** The delete button. */
export const deleteShortlistActionSchema = z.object({ shortlistId });

/** Save a creator to one of the brand's lists, or to a new one made by name on the spot. */
export const saveCreatorSchema = z
  .object({
    creatorId,
    shortlistId: shortlistId.optional(),
    newShortlistName: shortlistNameSchema.optional(),
  })
  .refine((v) => (v.shortlistId === undefined) !== (v.newShortlistName === undefined), { message: PICK_ONE_LIST, path: ['newShortlistName'] });
export type SaveCreatorInput = z.output<typeof saveCreatorSchema>;
