import { beforeAll, describe, expect, it } from 'vitest';
import { discoverEndpoints, type Endpoint } from '../security/support';
import { documentedKeys, servedDocument, type Document } from './support';

// The document and the route files on disk must agree, method included: a route added without
// its openapi.ts entry, or a documented one that no longer exists, fails here.

/** A catch-all (`[...missing]`) is the JSON 404 of every unknown path, not an endpoint; the document's description says so. */
const isCatchAll = (e: Endpoint) => e.key.includes('[...');

/** Routes on disk the document does not describe. */
const undocumented = (routes: string[], document: Document) => {
  const documented = new Set(documentedKeys(document));
  return routes.filter((key) => !documented.has(key));
};

let doc: Document;
let onDisk: string[];

beforeAll(async () => {
  doc = await servedDocument();
  onDisk = (await discoverEndpoints()).filter((e) => !isCatchAll(e)).map((e) => e.key);
});

describe('the OpenAPI document covers every route', () => {
  it('finds the route files on disk (the API trees are where the test looks)', () => {
    expect(onDisk).toContain('POST /api/campaign/[id]/request');
    expect(onDisk).toContain('POST /auth/numberVerification');
    expect(onDisk.length).toBeGreaterThan(70);
  });

  it('documents every route and method on disk', () => {
    expect(undocumented(onDisk, doc)).toEqual([]);
  });

  it('fails for a route without its openapi.ts entry', () => {
    expect(undocumented(['GET /api/campaign', 'GET /api/made-up', 'DELETE /api/campaign/[id]/request'], doc)).toEqual([
      'GET /api/made-up',
      'DELETE /api/campaign/[id]/request',
    ]);
  });

  it('documents no route or method that does not exist', () => {
    const existing = new Set(onDisk);
    expect(documentedKeys(doc).filter((key) => !existing.has(key))).toEqual([]);
  });

  it('documents each operation once, with a unique operationId', () => {
    const keys = documentedKeys(doc);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => (op as { operationId: string }).operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
