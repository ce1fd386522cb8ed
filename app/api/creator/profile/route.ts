import { jsonOrMultipart, route } from '@/lib/route';
import { profileUpdateFormSchema, profileUpdateJsonSchema } from '@/lib/creators/schemas';
import { getProfile, updateProfile } from '@/lib/creators/service';

export const GET = route({ auth: 'creator' }, ({ actor }) => getProfile(actor));

const update = async (actor: Parameters<typeof updateProfile>[0], body: Parameters<typeof updateProfile>[1]) => ({
  ...(await updateProfile(actor, body)),
  message: 'Profile updated successfully',
});
const putJson = route({ auth: 'creator', body: 'json', bodySchema: profileUpdateJsonSchema }, ({ actor, body }) => update(actor, body));
const putForm = route({ auth: 'creator', body: 'multipart', bodySchema: profileUpdateFormSchema }, ({ actor, body }) => update(actor, body));

/** JSON for the fields; multipart when a new profile picture comes along. */
export const PUT = jsonOrMultipart(putJson, putForm);
