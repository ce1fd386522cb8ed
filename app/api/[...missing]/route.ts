import { notFound } from '@/lib/errors';
import { route } from '@/lib/route';

// Unknown API paths answer JSON like every other API error (404 with `message` and the API's
// security headers), not the HTML 404 page meant for people.
const missing = route({ auth: 'none' }, async () => {
  throw notFound('No such API endpoint');
});

export { missing as GET, missing as POST, missing as PUT, missing as PATCH, missing as DELETE };
