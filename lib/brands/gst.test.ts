import { describe, expect, it } from 'vitest';
import { GST_CHECKSUM, GST_FORMAT, GST_REQUIRED, gstNoSchema, gstinCheckChar, gstinProblem, isValidGstin, normalizeGstin } from './gst';

describe('GSTIN validation', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])('accepts the valid GSTIN %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('computes the official mod-36 check character', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts lower case and spaces, and normalises them away', () => {
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(normalizeGstin('27 aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(gstNoSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    [undefined, GST_REQUIRED],
    ['', GST_REQUIRED],
    ['   ', GST_REQUIRED],
    [12345, GST_REQUIRED],
    ['27AAPFU0939F1Z', GST_FORMAT], // 14 characters
    ['27AAPFU0939F1ZVX', GST_FORMAT], // 16 characters
    ['00AAPFU0939F1ZV', GST_FORMAT], // state code 00
    ['39AAPFU0939F1ZV', GST_FORMAT], // state code above 38
    ['2AAAPFU0939F1ZV', GST_FORMAT], // state code not two digits
    ['271APFU0939F1ZV', GST_FORMAT], // PAN must start with five letters
    ['27AAPFUA939F1ZV', GST_FORMAT], // PAN digits
    ['27AAPFU093911ZV', GST_FORMAT], // PAN's last character is a letter
    ['27AAPFU0939F0ZV', GST_FORMAT], // entity code 0
    ['27AAPFU0939F1YV', GST_FORMAT], // 14th character must be Z
    ['27AAPFU0939F1Z-', GST_FORMAT],
    ['27AAPFU0939F1ZW', GST_CHECKSUM],
    ['27AAPFU0939F1Z5', GST_CHECKSUM],
    ['28AAPFU0939F1ZV', GST_CHECKSUM], // one changed digit breaks the checksum
  ])('rejects %j with "%s"', (input, message) => {
    expect(gstinProblem(input)).toBe(message);
    const parsed = gstNoSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(message);
  });

  it('detects every single-character change of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 0; i < 15; i++) {
      for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (c === valid[i]) continue;
        const changed = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(isValidGstin(changed), changed).toBe(false);
      }
    }
  });
});
