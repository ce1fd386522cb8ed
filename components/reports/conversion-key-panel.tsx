'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { formatDate } from '@/lib/client/dates';
import { rotateConversionKeyAction } from '@/lib/reports/actions';
import { CopyField } from './copy-field';
import styles from './reports.module.css';

type Props = {
  campaignId: string;
  /** The key in use (its last characters and when it was made); null before the first. */
  current: { hint: string; createdAt: string } | null;
  appUrl: string;
};

/**
 * The campaign's conversion key, with which a shop reports sales. The key itself is shown once,
 * right after it is made; a new key replaces the old one at once, so making one over an existing
 * key asks first.
 */
export function ConversionKeyPanel({ campaignId, current, appUrl }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const rotate = useServerAction(rotateConversionKeyAction, {
    onSuccess: ({ data }) => {
      setConfirming(false);
      setFresh(data.key);
      toast.success(current ? 'New conversion key made: the old one no longer works' : 'Conversion key made');
      // The hint and date above come from the server.
      router.refresh();
    },
    onError: ({ error }) => {
      setConfirming(false);
      const failure = error.serverError as { message?: string } | undefined;
      toast.error(failure?.message ?? 'The key could not be made');
    },
  });
  const make = () => rotate.execute({ campaignId });
  const key = fresh ?? '<your conversion key>';
  const snippet = [
    `curl -X POST ${appUrl}/api/track/conversion \\`,
    `  -H "Authorization: Bearer ${key}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"code": "<link code>", "orderId": "ORDER-1001", "amount": 1499.00}'`,
  ].join('\n');
  return (
    <Card className="stack" aria-labelledby="conversion-key-title">
      <h2 id="conversion-key-title">Conversion key</h2>
      <p className="muted small">Your shop reports each sale to CollabMarket, server to server, with this key. Keep it secret, like a password.</p>
      {current ? (
        <p data-testid="conversion-key-status">
          A key ending in <code>…{current.hint}</code> is in use, made on {formatDate(current.createdAt)}.
        </p>
      ) : (
        <p data-testid="conversion-key-status">This campaign has no conversion key yet.</p>
      )}
      {fresh ? (
        <div className={`stack ${styles.freshKey}`}>
          <CopyField label="Your new conversion key" value={fresh} testId="conversion-key" hint="Copy it now: it is shown only this once." />
        </div>
      ) : null}
      <div className="row">
        <Button
          variant={current ? 'secondary' : 'primary'}
          busy={rotate.isPending}
          busyLabel="Making the key..."
          onClick={() => (current ? setConfirming(true) : make())}
        >
          {current ? 'Replace the key' : 'Create a conversion key'}
        </Button>
      </div>
      <details className={styles.disclosure}>
        <summary>How your shop reports a sale</summary>
        <div className="stack">
          <p className="small">
            When an order is paid, your shop&apos;s server sends it with the key. Name the creator with one of: <code>code</code> (the part of their tracked
            link after <code>/r/</code>), <code>clickId</code> (the <code>cm_click</code> parameter of the page the buyer landed on) or <code>promoCode</code>{' '}
            (the code the buyer typed). <code>amount</code> is in rupees. Sending the same <code>orderId</code> again counts it once.
          </p>
          <pre className={styles.snippet} tabIndex={0} aria-label="Example request">
            <code>{snippet}</code>
          </pre>
        </div>
      </details>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Replace the conversion key?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button variant="danger" busy={rotate.isPending} busyLabel="Replacing..." onClick={make}>
              Replace the key
            </Button>
          </>
        }
      >
        <p>The key ending in …{current?.hint} stops working at once: sales your shop sends with it are refused until it uses the new key.</p>
      </Dialog>
    </Card>
  );
}
