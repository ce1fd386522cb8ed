'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Role } from '@/models';
import type { ReportTarget } from './report-dialog';

// The dialog (reasons, details, action) loads on the first click, not with the page.
const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });

/** A small "Report" control; `label` names the item for screen readers ("Report message from Asha"). */
export function ReportButton({ role, target, label }: { role: Role; target: ReportTarget; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="s" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Report<span className="visually-hidden"> {label}</span>
      </Button>
      {open ? <ReportDialog role={role} target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
