import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, messageBodySchema, messageListQuerySchema } from '@/lib/collaborations/schemas';

// Collaborations (the job after an approval or an accepted invitation): thread, content versions,
// review, going live. Response shapes follow lib/collaborations/serialize.ts; the larger ones are
// described by their main fields and may carry more.

const role = z.enum(['brand', 'creator']);

const messageJson = z.object({
  _id: idString,
  cursor: z.string(),
  sender: z.object({ role, _id: idString }),
  text: z.string(),
  attachments: z.array(z.string()),
  seenAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Collaborations',
    summary: 'A page of the thread',
    description: 'Oldest first: the newest by default, or `after` / `before` a message’s cursor.',
    access: 'any',
    params: collaborationParamsSchema,
    query: messageListQuerySchema,
    ok: [
      {
        status: 200,
        description: 'Messages',
        schema: z.object({ messages: z.array(messageJson), nextCursor: z.string().nullable(), prevCursor: z.string().nullable() }),
      },
    ],
    errors: [404],
  },
  POST: {
    tag: 'Collaborations',
    summary: 'Send a message',
    description: '`{text}` as JSON, or text and `attachments` images as multipart.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json-or-multipart', schema: messageBodySchema, files: { attachments: 'many' } },
    ok: [{ status: 201, description: 'The message sent', schema: messageJson }],
    errors: [404, 409],
    limited: true,
  },
};
