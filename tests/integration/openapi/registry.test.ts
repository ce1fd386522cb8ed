import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersWith, REGISTRY_FILE, registrySource } from '@/lib/openapi/registry';
import { HTTP_METHODS, type RouteOperations } from '@/lib/openapi/operation';
import { ROUTES } from '@/lib/openapi/routes.generated';
import { routeOptions } from '@/lib/route';

// Each route declares its operations beside its handler: app/**/route.ts has a sibling openapi.ts
// with an entry for every method it exports, and lib/openapi/routes.generated.ts lists them all.

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** A catch-all (`[...missing]`) is the JSON 404 of every unknown path, not an endpoint. */
const isCatchAll = (folder: string) => folder.includes('[...');

/** Where a route checks something itself, so route() is not told: what it declares instead, and why. */
const OWN_CHECKS: Record<string, string> = {
  // Reads both roles' sessions itself, each on its own, for the personal parts of cached pages.
  'GET app/api/session/viewer: auth none, declared optional': 'both sessions at once',
  // The body is validated by the service after the conversion key, so a caller without one learns nothing of the rules.
  'POST app/api/track/conversion: json body schema': 'validated after the key',
};

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

  it('each openapi.ts declares the access and the very request schemas its route.ts validates with', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const folder of foldersWith(ROOT, 'openapi.ts')) {
      const mod = (await import(path.join(ROOT, folder, 'route.ts'))) as Record<string, unknown>;
      const { openapi } = (await import(path.join(ROOT, folder, 'openapi.ts'))) as { openapi: RouteOperations };
      for (const method of exported(mod)) {
        const op = openapi[method];
        const made = routeOptions(mod[method]);
        // health and uploads answer without route(): nothing to compare.
        if (!op || !made) continue;
        checked += 1;
        const where = `${method} ${folder}`;
        for (const opts of made) {
          // A conversion key is checked by the service (route() reads no session for it).
          if (opts.auth !== (op.access === 'conversionKey' ? 'none' : op.access)) wrong.push(`${where}: auth ${opts.auth}, declared ${op.access}`);
          if (opts.params !== op.params) wrong.push(`${where}: params schema`);
          if (opts.query !== op.query) wrong.push(`${where}: query schema`);
          const kind = opts.body ?? 'none';
          const body = op.body;
          if (!body) {
            if (opts.bodySchema) wrong.push(`${where}: validates a body it does not declare`);
            continue;
          }
          if (!body.kind.split('-or-').includes(kind)) wrong.push(`${where}: takes ${kind}, declared ${body.kind}`);
          const declared = kind === 'multipart' ? (body.multipartSchema ?? body.schema) : body.schema;
          if (opts.bodySchema !== declared) wrong.push(`${where}: ${kind} body schema`);
          if (opts.maxBytes !== body.maxBytes) wrong.push(`${where}: maxBytes ${opts.maxBytes}, declared ${body.maxBytes}`);
        }
      }
    }
    expect(wrong.filter((w) => !OWN_CHECKS[w])).toEqual([]);
    expect(Object.keys(OWN_CHECKS).filter((w) => !wrong.includes(w))).toEqual([]);
    expect(checked).toBeGreaterThan(75);
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
