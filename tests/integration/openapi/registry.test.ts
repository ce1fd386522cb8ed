import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersWith, REGISTRY_FILE, registrySource } from '@/lib/openapi/registry';
import { HTTP_METHODS, type RouteOperations } from '@/lib/openapi/operation';
import { ROUTES } from '@/lib/openapi/routes.generated';

// Each route declares its operations beside its handler: app/**/route.ts has a sibling openapi.ts
// with an entry for every method it exports, and lib/openapi/routes.generated.ts lists them all.

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** A catch-all (`[...missing]`) is the JSON 404 of every unknown path, not an endpoint. */
const isCatchAll = (folder: string) => folder.includes('[...');

const exported = (mod: Record<string, unknown>) => HTTP_METHODS.filter((m) => typeof mod[m] === 'function');

describe('the operations declared beside the routes', () => {
  it('the generated list is current (else run `npm run openapi:routes`)', () => {
    expect(fs.readFileSync(path.join(ROOT, REGISTRY_FILE), 'utf8')).toBe(registrySource(ROOT));
    expect(ROUTES.length).toBeGreaterThan(60);
  });

  it('every route.ts of the API has a sibling openapi.ts, and every openapi.ts a route.ts', () => {
    const routes = foldersWith(ROOT, 'route.ts').filter((f) => !isCatchAll(f));
    const declared = foldersWith(ROOT, 'openapi.ts');
    expect(routes.filter((f) => !declared.includes(f)).map((f) => `${f}/openapi.ts is missing`)).toEqual([]);
    expect(declared.filter((f) => !routes.includes(f)).map((f) => `${f}/openapi.ts has no route.ts`)).toEqual([]);
  });

  it('each openapi.ts declares exactly the methods its route.ts exports', async () => {
    const wrong: string[] = [];
    for (const folder of foldersWith(ROOT, 'openapi.ts')) {
      const handlers = exported((await import(path.join(ROOT, folder, 'route.ts'))) as Record<string, unknown>);
      const { openapi } = (await import(path.join(ROOT, folder, 'openapi.ts'))) as { openapi: RouteOperations };
      const declared = HTTP_METHODS.filter((m) => openapi[m]);
      if (handlers.join() !== declared.join()) wrong.push(`${folder}: route.ts exports ${handlers.join(', ')}; openapi.ts declares ${declared.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the check finds a route without its declaration', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    try {
      fs.mkdirSync(path.join(dir, 'app/api/undocumented'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'app/api/undocumented/route.ts'), '');
      fs.mkdirSync(path.join(dir, 'app/api/documented'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'app/api/documented/route.ts'), '');
      fs.writeFileSync(path.join(dir, 'app/api/documented/openapi.ts'), '');
      expect(foldersWith(dir, 'route.ts')).toEqual(['app/api/documented', 'app/api/undocumented']);
      expect(foldersWith(dir, 'openapi.ts')).toEqual(['app/api/documented']);
      expect(registrySource(dir)).toContain("import { openapi as r0 } from '@/app/api/documented/openapi';");
      expect(registrySource(dir)).not.toContain('undocumented');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
