'use client';

import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { orderPackageAction } from '@/lib/packages/actions';
import { MAX_ORDER_BRIEF } from '@/lib/packages/messages';
import { formatInr } from '@/lib/money';

type Values = { brief: string; destinationUrl: string; contentGuidelines: string };
type Placed = { message: string; collaborationId: string; checkoutUrl: string | null };

/** The brand's order of a package: the brief, then straight to paying (the creator sees it once paid). */
export function OrderForm({ creatorId, packageId, priceInr }: { creatorId: string; packageId: string; priceInr: number }) {
  const router = useRouter();
  const action = useMemo(() => orderPackageAction.bind(null, creatorId, packageId) as FormAction<Values, Placed>, [creatorId, packageId]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { brief: '', destinationUrl: '', contentGuidelines: '' },
    success: (placed) => placed.message,
    onSuccess: (placed) => router.push(placed.checkoutUrl ?? `/brand/dashboard/collaborations/${placed.collaborationId}`),
  });
  return (
    <Card as="form" className="stack" onSubmit={onSubmit} noValidate aria-labelledby="order-form-title">
      <h2 id="order-form-title">Your brief</h2>
      <FormError message={formError} />
      <TextareaField
        form={form}
        name="brief"
        label="What to feature"
        hint="The product or service, and what to say about it."
        rows={4}
        maxLength={MAX_ORDER_BRIEF}
      />
      <TextField
        form={form}
        name="destinationUrl"
        label="Destination URL"
        hint="Optional: where the post should send people (https:// only)."
        type="url"
        inputMode="url"
      />
      <TextareaField form={form} name="contentGuidelines" label="Guidelines" hint="Optional: do's and don'ts." rows={3} maxLength={MAX_ORDER_BRIEF} />
      <div>
        <Button type="submit" busy={busy} busyLabel="Ordering...">
          Order and pay {formatInr(priceInr)} + fees
        </Button>
      </div>
    </Card>
  );
}
