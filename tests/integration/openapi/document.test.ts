import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { GET } from '@/app/api/openapi.json/route';
import { POST as approve } from '@/app/api/campaign/[id]/approve/route';
import { GET as missing } from '@/app/api/[...missing]/route';
import { POST as login } from '@/app/api/creator/login/route';
import { ERROR_CODES, ERROR_CODE_LIST } from '@/lib/error-codes';
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
    const error = (doc.components.schemas as Record<string, { properties: Record<string, unknown>; required: string[] }>).ErrorAnswer;
    expect(Object.keys(error.properties)).toEqual(['code', 'message', 'fields', 'requestId']);
    expect(error.required).toEqual(['code', 'message']);
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
    expect(op('/api/ops/me', 'get').security).toEqual([{ operatorAuth: [] }, { operatorCookie: [] }]);
    expect(Object.keys(doc.components.securitySchemes as object)).toEqual([
      'bearerAuth',
      'brandCookie',
      'creatorCookie',
      'operatorAuth',
      'operatorCookie',
      'conversionKey',
    ]);
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

describe('error codes in the document', () => {
  type ErrorResponse = {
    description: string;
    content: { 'application/json': { schema: { allOf: [{ $ref: string }, { properties: { code: { enum: string[] } } }] } } };
  };

  it('gives each shared error answer the codes of its status, and every code of those statuses', async () => {
    const doc = await servedDocument();
    const responses = doc.components.responses as Record<string, ErrorResponse>;
    for (const [name, answer] of Object.entries(responses)) {
      const status = Number(name.slice(1));
      const [ref, narrowed] = answer.content['application/json'].schema.allOf;
      expect(ref.$ref).toBe('#/components/schemas/ErrorAnswer');
      expect(narrowed.properties.code.enum, name).toEqual(ERROR_CODE_LIST.filter((c) => ERROR_CODES[c].status === status));
      expect(narrowed.properties.code.enum.length, name).toBeGreaterThan(0);
      for (const code of narrowed.properties.code.enum) expect(answer.description, name).toContain(`\`${code}\``);
    }
    expect(responses.E403.content['application/json'].schema.allOf[1].properties.code.enum).toEqual([
      'forbidden',
      'account_suspended',
      'cross_site_refused',
      'totp_required',
    ]);
    expect(responses.E422.content['application/json'].schema.allOf[1].properties.code.enum).toEqual(['not_eligible', 'unprocessable']);
  });

  it('real error answers match the documented shape of their status', async () => {
    const doc = await servedDocument();
    const compile = schemaValidator();
    const errorAnswer = (doc.components.schemas as Record<string, object>).ErrorAnswer;
    const responses = doc.components.responses as Record<string, ErrorResponse>;
    const shapeOf = (status: number) => compile({ allOf: [errorAnswer, responses[`E${status}`].content['application/json'].schema.allOf[1]] });
    const answers = [
      await call(approve, { params: { id: crypto.randomUUID() }, json: {} }),
      await call(approve, { params: { id: crypto.randomUUID() }, json: {}, headers: { 'sec-fetch-site': 'cross-site' } }),
      await call(missing, { url: '/api/nothing-here' }),
      await call(login, { raw: '{', headers: { 'content-type': 'application/json' } }),
      await call(login, { raw: '<p>', headers: { 'content-type': 'text/html' } }),
    ];
    expect(answers.map((a) => [a.status, a.data.code])).toEqual([
      [401, 'unauthenticated'],
      [403, 'cross_site_refused'],
      [404, 'not_found'],
      [400, 'validation_failed'],
      [415, 'unsupported_media_type'],
    ]);
    for (const { status, data } of answers) {
      const validate = shapeOf(status);
      expect(validate(data), `${status} ${JSON.stringify(data)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
