import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server modules import 'server-only', which throws outside React's server build: tests run them on the server side.
  resolve: { alias: { '@': path.resolve(import.meta.dirname), 'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') } },
  test: {
    include: [
      'tests/integration/**/*.test.ts',
      'lib/**/*.test.ts',
      'components/**/*.test.ts',
      // Two transactions at once (locks, deadlocks) need two connections: PostgreSQL only.
      ...(process.env.DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : []),
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      JWT_ACCESS_SECRET: 'test-access-secret-0123456789-abcdefghijklmnop',
      JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789-abcdefghijklmnop',
      TRACKING_SECRET: 'test-tracking-secret-0123456789-abcdefghijklmnop',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      // Tests insert rows directly; the list cache has its own test that turns it on.
      CAMPAIGN_LIST_CACHE_TTL_MS: '0',
    },
  },
});
