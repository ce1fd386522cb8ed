// GST on the platform fee (SAC 998365), in integer paise. The tax is 18% of the fee, rounded half
// up to the paisa once; within a state it is split into CGST and SGST (9% each, the odd paisa of
// an odd total to CGST), so the lines always add up to the total. Pure: no settings read here.

export const GST_RATE_PERCENT = 18;

/** How the tax on one invoice is split. `intra`: the brand is in our state (CGST + SGST); `inter`: IGST. */
export type GstSplit = {
  supply: 'intra' | 'inter';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/** `percent`% of an amount in paise, rounded half up to the paisa. */
function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent + 50) / 100);
}

/** 18% of the fee in paise, rounded half up: the GST a brand pays on the platform fee. */
export function gstOnFee(platformFeePaise: number): number {
  if (!Number.isSafeInteger(platformFeePaise) || platformFeePaise < 0) throw new RangeError('The platform fee is a whole, non-negative number of paise');
  return percentOf(platformFeePaise, GST_RATE_PERCENT);
}

/** The state code of a GSTIN (its first two digits), or null for none. */
export function gstinState(gstin: string | null | undefined): string | null {
  const code = gstin?.trim().slice(0, 2);
  return code && /^\d\d$/.test(code) ? code : null;
}

/**
 * The tax lines of an invoice for the platform fee. Same state code as our GSTIN: CGST + SGST.
 * Another state: IGST. A brand without a GSTIN is taxed as within our state (for a recipient with
 * no registration, the place of supply is our own).
 */
export function gstSplit({
  platformFeePaise,
  brandGstin,
  platformGstin,
}: {
  platformFeePaise: number;
  brandGstin: string | null;
  platformGstin: string;
}): GstSplit {
  const gstPaise = gstOnFee(platformFeePaise);
  const ours = gstinState(platformGstin);
  const theirs = gstinState(brandGstin) ?? ours;
  const base = { taxablePaise: platformFeePaise, gstPaise, totalPaise: platformFeePaise + gstPaise };
  if (theirs !== ours) return { supply: 'inter', cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise, ...base };
  const sgstPaise = Math.floor(gstPaise / 2);
  return { supply: 'intra', cgstPaise: gstPaise - sgstPaise, sgstPaise, igstPaise: 0, ...base };
}
