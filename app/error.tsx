'use client';

import { StandalonePageError } from '@/components/site/page-error';

// Catches what no nearer boundary does, including the dashboards' layouts (their session check
// reads the database): a page that says what happened and offers a retry, not the framework's
// bare "Application error".
export default StandalonePageError;
