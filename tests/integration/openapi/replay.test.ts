import { beforeAll, describe, expect, it } from 'vitest';
import { exampleFlows, flowsOf } from '@/lib/openapi/document';
import type { Step } from '@/lib/openapi/operation';
import { discoverEndpoints, freshIp, imageFile, type Endpoint } from '../security/support';
import { call } from '../../helpers/http';
import { latestMailCode, latestSmsCode } from '../../helpers/outbox';
import { answerSchema, schemaValidator, servedDocument, type Document } from './support';

// Replays every documented example flow against the app, in order, as an API client would:
// each answer must have the documented status and match the documented schema. Ids, tokens and
// codes differ from run to run; each step says where its run's values come from.

type Json = Record<string, unknown>;
type FileFields = Record<string, Record<string, 'one' | 'many'>>;

let doc: Document;
let endpoints: Map<string, Endpoint>;
let fileFields: FileFields;
const vars: Record<string, string> = {};
const FLOWS = exampleFlows();
const compile = schemaValidator();

function dig(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined), value);
}

/** The multipart file fields of each documented operation, read from the document itself. */
function filesOf(document: Document): FileFields {
  const out: FileFields = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const form = dig(op, 'requestBody.content.multipart/form-data.schema.properties') as Record<string, Json> | undefined;
      if (!form) continue;
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`;
      out[key] = {};
      for (const [name, prop] of Object.entries(form)) {
        if (prop.format === 'binary') out[key][name] = 'one';
        if ((prop.items as Json | undefined)?.format === 'binary') out[key][name] = 'many';
      }
    }
  }
  return out;
}

async function request(step: Step) {
  const input = { params: { ...step.params }, query: { ...step.query }, body: step.body ? { ...step.body } : undefined } as Record<string, Json | undefined>;
  for (const [where, variable] of Object.entries(step.vary ?? {})) {
    const [part, field] = where.split('.');
    expect(vars[variable], `${step.op}: ${variable} from an earlier step`).toBeTruthy();
    input[part]![field] = vars[variable];
  }
  if (step.code) {
    const code = step.code.mailTo ? await latestMailCode(step.code.mailTo) : latestSmsCode(step.code.textTo!);
    expect(code, `${step.op}: the code sent`).toMatch(/^\d{6}$/);
    const [part, field] = step.code.field.split('.');
    input[part]![field] = code;
  }
  const [method, path] = step.op.split(' ');
  const query = new URLSearchParams(input.query as Record<string, string>).toString();
  const url = path.replace(/\[(\w+)\]/g, (_, name: string) => String(input.params![name])) + (query ? `?${query}` : '');
  const files = fileFields[step.op];
  let form: FormData | undefined;
  if (files && input.body) {
    form = new FormData();
    for (const [k, v] of Object.entries(input.body)) form.append(k, String(v));
    for (const name of Object.keys(files)) form.append(name, await imageFile());
  }
  return call(endpoints.get(step.op)!.handler, {
    method,
    url,
    params: input.params as Record<string, string>,
    headers: { 'x-forwarded-for': freshIp() },
    token: step.token ? vars[step.token] : undefined,
    ...(form ? { form } : input.body ? { json: input.body } : {}),
  });
}

beforeAll(async () => {
  doc = await servedDocument();
  endpoints = new Map((await discoverEndpoints()).map((e) => [e.key, e]));
  fileFields = filesOf(doc);
});

describe('the documented examples, replayed against the app', () => {
  it('covers the main flows', () => {
    expect(FLOWS.map((f) => f.name)).toEqual(['creator-signup', 'brand-signup', 'campaign', 'conversions']);
  });

  for (const flow of FLOWS) {
    describe(flow.summary, () => {
      for (const step of flow.steps) {
        it(`${step.op} (${step.name}) answers ${step.status} in the documented shape`, async () => {
          expect(endpoints.has(step.op), `${step.op} exists`).toBe(true);
          const { status, data } = await request(step);
          expect(status, JSON.stringify(data)).toBe(step.status);
          const { schema, examples } = answerSchema(doc, step.op, step.status);
          expect(Object.keys(examples)).toContain(step.name);
          const validate = compile(schema);
          expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
          for (const [variable, dotted] of Object.entries(step.save ?? {})) {
            const value = dig(data, dotted);
            expect(typeof value, `${dotted} in the answer`).toBe('string');
            vars[variable] = value as string;
          }
        });
      }
    });
  }

  it('a flow whose steps are not numbered 1, 2, … without a gap is refused', () => {
    const op = (step: number) => ({
      method: 'post' as const,
      path: `/api/step/${step}`,
      tag: 'Campaigns' as const,
      summary: 'A step',
      access: 'none' as const,
      ok: [],
      examples: [{ flow: 'campaign' as const, step, name: `step${step}`, summary: 'A step', status: 200, response: {} }],
    });
    expect(
      flowsOf([op(2), op(1)])
        .find((f) => f.name === 'campaign')!
        .steps.map((s) => s.op),
    ).toEqual(['POST /api/step/1', 'POST /api/step/2']);
    expect(() => flowsOf([op(1), op(3)])).toThrow('The steps of the example flow campaign are numbered 1,3, not 1,2');
    expect(() => flowsOf([op(1), op(1)])).toThrow('numbered 1,1, not 1,2');
  });

  it('the schemas are precise: an answer with a wrong type or a missing field fails them', () => {
    const { schema, examples } = answerSchema(doc, 'POST /api/campaign/create', 201);
    const validate = compile(schema);
    const good = examples.createCampaign.value as { campaign: Json };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, campaign: { ...good.campaign, minFollowers: '1000' } })).toBe(false);
    const withoutId: Json = { ...good.campaign };
    delete withoutId._id;
    expect(validate({ ...good, campaign: withoutId })).toBe(false);
  });
});
