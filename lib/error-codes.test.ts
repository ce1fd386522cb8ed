import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { openApiDocument } from '@/lib/openapi/document';
import { ERROR_CODES, ERROR_CODE_LIST, isErrorCode } from './error-codes';

type Doc = {
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  'x-error-codes': { code: string; status: number; meaning: string }[];
};

describe('error codes', () => {
  it('gives every code an error status and a one-line meaning', () => {
    expect(ERROR_CODE_LIST.length).toBeGreaterThanOrEqual(12);
    for (const code of ERROR_CODE_LIST) {
      const { status, meaning } = ERROR_CODES[code];
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(meaning, code).toMatch(/\S/);
      expect(meaning, code).not.toMatch(/\n/);
    }
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('maps every kind a service throws to a listed code of the same status', () => {
    const kinds = {
      bad_request: 'validation_failed',
      validation: 'validation_failed',
      unauthorized: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site_refused: 'cross_site_refused',
      not_found: 'not_found',
      conflict: 'conflict',
      payload_too_large: 'payload_too_large',
      unsupported_media_type: 'unsupported_media_type',
      not_eligible: 'not_eligible',
      unprocessable: 'unprocessable',
      rate_limited: 'rate_limited',
      unavailable: 'unavailable',
    } as const;
    for (const [kind, code] of Object.entries(kinds)) {
      const err = new AppError(kind as keyof typeof kinds, 'x');
      expect(err.errorCode, kind).toBe(code);
      expect(err.status, kind).toBe(ERROR_CODES[code].status);
    }
  });

  it('is the list the OpenAPI document publishes: the ErrorAnswer enum and x-error-codes', () => {
    const doc = openApiDocument() as unknown as Doc;
    expect(doc.components.schemas.ErrorAnswer.properties.code.enum).toEqual(ERROR_CODE_LIST);
    expect(doc['x-error-codes']).toEqual(ERROR_CODE_LIST.map((code) => ({ code, ...ERROR_CODES[code] })));
  });
});
