import { route } from '@/lib/route';
import { phonePublicConfig } from '@/lib/phone/public-config';

/** Which phone provider is active, with Firebase's public web config when it is. */
export const GET = route({ auth: 'none' }, async () => phonePublicConfig());
