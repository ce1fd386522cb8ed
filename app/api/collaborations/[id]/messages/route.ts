import { jsonOrMultipart, reply, route } from '@/lib/route';
import { collaborationParamsSchema, messageBodySchema, messageListQuerySchema } from '@/lib/collaborations/schemas';
import { listMessages, sendMessage } from '@/lib/collaborations/service';

export const dynamic = 'force-dynamic';

/** A page of the thread, oldest first: the newest by default, or `after` / `before` a message's cursor. */
export const GET = route({ auth: 'any', params: collaborationParamsSchema, query: messageListQuerySchema }, ({ actor, params, query }) =>
  listMessages(actor, params.id, query),
);

const send = (body: 'json' | 'multipart') =>
  route({ auth: 'any', body, bodySchema: messageBodySchema, params: collaborationParamsSchema }, async ({ actor, params, body: b }) => {
    const { sent } = await sendMessage(actor, params.id, b);
    return reply(sent, 201);
  });

/** Sends `{text}` (JSON), or text and `attachments` images (multipart). Answers the message. */
export const POST = jsonOrMultipart(send('json'), send('multipart'));
