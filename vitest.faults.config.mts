import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Fault tests: they start the BUILT app (server.mjs, as `npm start`, from NEXT_DIST_DIR or .next) on loopback
// and break things around it. No per-file database set-up; one file at a time; long deadlines.
export default defineConfig({
  // Server modules import 'server-only', which throws outside React's server build: tests run them on the server side.
  resolve: { alias: { '@': path.resolve(import.meta.dirname), 'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') } },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
