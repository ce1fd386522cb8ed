'use client';

import { PageError } from '@/components/site/page-error';

/** A creator dashboard page could not load: the dashboard's header stays, the page says so. */
export default PageError;
