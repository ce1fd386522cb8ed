import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { GET } from '@/app/api/openapi.json/route';
import { call } from '../../helpers/http';
import { answerSchema, METHODS, schemaValidator, servedDocument } from './support';

type Op = {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string; items?: { format?: string } }> } }> };
  responses: Record<string, { $ref?: string }>;
};

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const doc = await servedDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is public and cacheable, with an ETag that answers 304 when unchanged', async () => {
    const first = await call(GET, { url: '/api/openapi.json' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await call(GET, { url: '/api/openapi.json', headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const other = await call(GET, { url: '/api/openapi.json', headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it('describes the error shape and the statuses each route can answer', async () => {
    const doc = await servedDocument();
    const error = (doc.components.schemas as Record<string, { properties: Record<string, unknown>; required: string[] }>).Error;
    expect(Object.keys(error.properties)).toEqual(['message', 'fields', 'requestId']);
    expect(error.required).toEqual(['message']);
    const approve = doc.paths['/api/campaign/{id}/approve'].post as unknown as Op;
    expect(Object.keys(approve.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '503']);
    expect(approve.responses['404'].$ref).toBe('#/components/responses/E404');
    const list = doc.paths['/api/campaign'].get as unknown as Op;
    expect(Object.keys(list.responses)).toEqual(['200', '400', '503']);
  });

  it('names the security of each operation: bearer token, and the browser cookie of the role', async () => {
    const doc = await servedDocument();
    const op = (path: string, method: string) => doc.paths[path][method] as unknown as Op;
    expect(op('/api/campaign/create', 'post').security).toEqual([{ bearerAuth: [] }, { brandCookie: [] }]);
    expect(op('/api/campaign/{id}/request', 'post').security).toEqual([{ bearerAuth: [] }, { creatorCookie: [] }]);
    expect(op('/api/collaborations', 'get').security).toEqual([{ bearerAuth: [] }, { brandCookie: [] }, { creatorCookie: [] }]);
    expect(op('/api/creator/login', 'post').security).toEqual([]);
    expect(op('/api/campaign/{id}', 'get').security[0]).toEqual({});
    expect(Object.keys(doc.components.securitySchemes as object)).toEqual(['bearerAuth', 'brandCookie', 'creatorCookie', 'conversionKey']);
  });

  it('marks file fields of multipart bodies as binary', async () => {
    const doc = await servedDocument();
    const form = (path: string, method: string) => (doc.paths[path][method] as unknown as Op).requestBody!.content['multipart/form-data'].schema.properties!;
    expect(form('/api/campaign/create', 'post').campaignImage.format).toBe('binary');
    expect(form('/api/brand/signup', 'post').brandLogo.format).toBe('binary');
    expect(form('/api/creator/signup', 'post').profilePicture.format).toBe('binary');
    expect(form('/api/collaborations/{id}/submissions', 'post').images.items!.format).toBe('binary');
    const profile = (doc.paths['/api/creator/profile'].put as unknown as Op).requestBody!.content;
    expect(Object.keys(profile)).toEqual(['application/json', 'multipart/form-data']);
  });

  it('gives every JSON success answer a schema, and every documented example matches its schema', async () => {
    const doc = await servedDocument();
    const compile = schemaValidator();
    let examples = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`;
        const responses = (item[method] as unknown as Op).responses as Record<string, { content?: Record<string, unknown> }>;
        for (const status of Object.keys(responses).filter((s) => s.startsWith('2') && responses[s].content?.['application/json'])) {
          const { schema, examples: shown } = answerSchema(doc, key, Number(status));
          const validate = compile(schema);
          for (const [name, { value }] of Object.entries(shown)) {
            examples += 1;
            expect(validate(value), `${key} ${status} example ${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
          }
        }
      }
    }
    expect(examples).toBeGreaterThanOrEqual(11);
  });
});
