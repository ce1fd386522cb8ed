import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from './eslint-rules/boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'bench/floor/.next/**',
      'data/**',
      'uploads/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // lib/zod.ts configures zod for the strict CSP before any schema exists; app code imports it.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/lib/zod' (it configures zod for the CSP)." },
            { name: 'sonner', message: "Import toast from '@/components/ui/toast' (sonner loads when a toast shows, not with the page)." },
            {
              name: 'next-safe-action/hooks',
              message: "Use useActionForm or useServerAction from '@/components/ui' (the same calls in a fraction of the first-load bytes).",
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are read in one place: lib/env.ts validates them (env()) and names the build-time
    // facts (runtime). The page cache's handler and fronts are plain modules Next.js and server.mjs
    // load outside the app's bundle, before lib/env.ts can be imported.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}', 'models/**/*.ts', 'proxy.ts'],
    ignores: ['lib/env.ts', 'lib/page-cache/*.mjs', 'lib/campaigns/list-front.mjs', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through env() or runtime from @/lib/env.' }],
    },
  },
  {
    // The layers (app → components → lib → models) and each feature folder behind its public entry.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}', 'models/**/*.ts', 'proxy.ts', 'instrumentation.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // The toast wrapper and the lazy container are the two places that load sonner.
    files: ['components/ui/toast.ts', 'components/ui/lazy-toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import z from '@/lib/zod'." }] }] },
  },
];

export default config;
