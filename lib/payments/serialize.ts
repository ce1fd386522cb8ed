import 'server-only';
import type { Payment, PaymentStatus, Role } from '@/models';

export type PaymentJson = {
  _id: string;
  status: PaymentStatus;
  feePaise: number;
  platformFeePaise: number;
  gstPaise: number;
  totalPaise: number;
  provider: string;
  orderId: string | null;
  fundedAt: string | null;
  releasedAt: string | null;
  refundedAt: string | null;
  paidOutAt: string | null;
  autoReleaseAt: string | null;
  /** What the creator got (the fee, or a settled split's share) once released. */
  creatorPaise: number | null;
  dispute: { by: Role; reason: string; at: string } | null;
  /** The operator's settlement of the dispute: when, and their note (null before, or without one). */
  settlement: { at: string; note: string | null } | null;
  /** The tax invoice of the funding (GET /api/payments/{id}/invoice), null before it is funded. */
  invoiceId: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPaymentJson(p: Payment): PaymentJson {
  return {
    _id: p.id,
    status: p.status,
    feePaise: p.feePaise,
    platformFeePaise: p.platformFeePaise,
    gstPaise: p.gstPaise,
    totalPaise: p.totalPaise,
    provider: p.provider,
    orderId: p.orderId,
    fundedAt: iso(p.fundedAt),
    releasedAt: iso(p.releasedAt),
    refundedAt: iso(p.refundedAt),
    paidOutAt: iso(p.paidOutAt),
    autoReleaseAt: iso(p.autoReleaseAt),
    creatorPaise: p.creatorPaise,
    dispute: p.disputedBy && p.disputedAt ? { by: p.disputedBy, reason: p.disputeReason ?? '', at: p.disputedAt.toISOString() } : null,
    settlement: p.settledAt ? { at: p.settledAt.toISOString(), note: p.settlementNote } : null,
    invoiceId: p.invoiceId,
  };
}
