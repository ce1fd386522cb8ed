'use client';

import { StandalonePageError } from '@/components/site/page-error';

/** A public page (a campaign, a creator's profile) could not load: the site's header and footer stay. */
export default StandalonePageError;
