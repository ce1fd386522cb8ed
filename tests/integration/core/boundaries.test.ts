import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import boundaries, { refusal } from '../../../eslint-rules/boundaries.mjs';

// The layer rule of eslint.config.mjs: what it refuses and what it lets through, on the rule
// itself (as ESLint runs it) and on its decision function.

const root = process.cwd();
const linter = new Linter({ configType: 'flat', cwd: root });

function lint(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
        plugins: { boundaries },
        rules: { 'boundaries/layers': 'error' },
      },
    ],
    path.join(root, file),
  );
  return messages.map((m) => m.message);
}

describe('layers: app → components → lib → models', () => {
  it('lets each layer import those to its right, and packages', () => {
    expect(lint('app/page.ts', "import { a } from '@/components/site';\nimport { b } from '@/lib/db';\nimport { c } from '@/models';")).toEqual([]);
    expect(lint('components/site/x.ts', "import { b } from '@/lib/db';\nimport { c } from 'react';")).toEqual([]);
    expect(lint('lib/campaigns/service.ts', "import { campaigns } from '@/models';\nimport { z } from 'zod';")).toEqual([]);
  });

  it('refuses an import against the flow, naming the layers', () => {
    expect(lint('lib/campaigns/service.ts', "import { X } from '@/components/site';")).toEqual([
      'lib/ may not import from components/ (layers: app → components → lib → models; lib/ may use models/).',
    ]);
    expect(lint('models/campaigns.ts', "import { X } from '../lib/constants';")[0]).toMatch(/^models\/ may not import from lib\/ .*nothing of ours/);
    expect(lint('components/site/x.tsx', "import Page from '@/app/page';")[0]).toMatch(/^components\/ may not import from app\//);
    expect(lint('proxy.ts', "import { q } from '@/components/collaborate/list-query';")[0]).toMatch(/^proxy\.ts may not import from components\//);
  });

  it('sees relative paths, re-exports and dynamic imports', () => {
    expect(lint('lib/a/b.ts', "export { X } from '../../components/site';")).toHaveLength(1);
    expect(lint('lib/a/b.ts', "export * from '@/app/x';")).toHaveLength(1);
    expect(lint('lib/a/b.ts', "const m = () => import('@/components/site/home-link');")).toHaveLength(1);
  });

  it("counts a route's API reference beside it (app/**/openapi.ts) as lib", () => {
    expect(lint('lib/openapi/routes.generated.ts', "import { openapi } from '@/app/api/health/openapi';")).toEqual([]);
    expect(lint('lib/openapi/x.ts', "import { GET } from '@/app/api/health/route';")).toHaveLength(1);
    expect(lint('app/api/health/openapi.ts', "import { X } from '@/components/site';")[0]).toMatch(/^lib\/ may not import from components\//);
  });

  it('leaves tests, scripts and benches alone', () => {
    expect(lint('lib/client/dates.test.ts', "import { X } from '@/components/ui/when';")).toEqual([]);
    expect(lint('scripts/seed.ts', "import { X } from '@/components/site/home-link';")).toEqual([]);
  });
});

describe('features: one folder of components/ uses another only through its public entry', () => {
  it('allows the entry, the feature itself, and components/ui file by file', () => {
    expect(lint('components/collaborate/card.tsx', "import { RequestButton } from '@/components/participation';")).toEqual([]);
    expect(lint('components/collaborate/card.tsx', "import { X } from '@/components/participation/index';")).toEqual([]);
    expect(lint('components/collaborate/card.tsx', "import { X } from './list-query';\nimport { Button } from '@/components/ui/button';")).toEqual([]);
  });

  it("refuses another feature's internals, by alias or relative path", () => {
    const [message] = lint('components/collaborate/card.tsx', "import { RequestButton } from '@/components/participation/request-button';");
    expect(message).toMatch(/^components\/collaborate may use components\/participation only through its public entry \('@\/components\/participation'\)/);
    expect(lint('components/collaborate/card.tsx', "import styles from '../site/filters-form.module.css';")).toHaveLength(1);
    expect(lint('components/collaborate/card.tsx', "import type { T } from '@/components/participation/use-standing';")).toHaveLength(1);
  });

  it('app pages may compose features file by file', () => {
    expect(refusal('app/brand/dashboard/page.tsx', 'components/participation/my-requests-widget')).toBeNull();
  });
});
