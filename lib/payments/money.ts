// The figures of a paid collaboration, in integer paise (client-safe): the creator's fee, our
// platform fee on top (PLATFORM_FEE_PERCENT of the fee), GST 18% on the platform fee, and what the
// brand pays. Each figure is rounded half up to the paisa once, and stored and shown as computed.

import { formatInr } from '@/lib/money';

type PaymentFigures = { feePaise: number; platformFeePaise: number; gstPaise: number; totalPaise: number };

/** GST on our platform fee, in percent. */
const GST_PERCENT = 18;

/** `amount × percent / 100`, half up to the paisa, in integers (percent to two decimals). */
function percentOf(amountPaise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountPaise * basisPoints + 5_000) / 10_000);
}

/** The brand's bill for a creator fee of `feePaise`. */
export function paymentFigures(feePaise: number, platformFeePercent: number): PaymentFigures {
  const platformFeePaise = percentOf(feePaise, platformFeePercent);
  const gstPaise = percentOf(platformFeePaise, GST_PERCENT);
  return { feePaise, platformFeePaise, gstPaise, totalPaise: feePaise + platformFeePaise + gstPaise };
}

/** "₹8,944" or "₹8,944.50". */
export function formatPaise(paise: number): string {
  return formatInr(paise % 100 === 0 ? paise / 100 : Number((paise / 100).toFixed(2)));
}
