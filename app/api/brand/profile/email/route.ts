import { route } from '@/lib/route';
import { emailChangeConfirmSchema } from '@/lib/brands/schemas';
import { cancelBrandEmailChange, confirmBrandEmail } from '@/lib/brands/service';

/** Confirms the brand's new e-mail address with the code mailed to it: `{code}`. */
export const POST = route({ auth: 'brand', body: 'json', bodySchema: emailChangeConfirmSchema }, ({ actor, body }) => confirmBrandEmail(actor, body));

/** Drops the new address waiting for confirmation; the e-mail stays as it is. */
export const DELETE = route({ auth: 'brand' }, ({ actor }) => cancelBrandEmailChange(actor));
