import * as z from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. Under
// the pages' nonce-based CSP (no 'unsafe-eval') the probe is caught, but the browser still
// reports a violation for it; jitless mode never probes. Import z from here, not from 'zod'
// (eslint enforces it), so the setting is made before any schema is used, on both sides.
// The namespace import (not `{ z }`) lets the bundler leave out what no schema uses, the
// error-message locales above all.
z.config({ jitless: true });

export { z };
export { ZodError, type ZodType } from 'zod';
