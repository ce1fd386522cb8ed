import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorJson, profileMessage } from '@/lib/auth/json-schemas';
import { profileUpdateFormSchema, profileUpdateJsonSchema } from '@/lib/creators/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Profiles',
    summary: 'The creator’s own profile',
    access: 'creator',
    ok: [{ status: 200, description: 'The profile', schema: creatorJson }],
    errors: [404],
  },
  PUT: {
    tag: 'Profiles',
    summary: 'Update the creator’s profile',
    description: 'JSON for the fields; multipart when a new `profilePicture` comes along (then `tags` and `socialMediaHandles` are JSON text).',
    access: 'creator',
    body: { kind: 'json-or-multipart', schema: profileUpdateJsonSchema, multipartSchema: profileUpdateFormSchema, files: { profilePicture: 'one' } },
    ok: [{ status: 200, description: 'Saved', schema: creatorJson.extend(profileMessage) }],
    errors: [404],
  },
};
