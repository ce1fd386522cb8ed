'use client';

import { useEffect, useMemo } from 'react';
import { DeliverablesEditor, deliverablesJson, type DeliverableLine } from '@/components/campaign-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { createPackageAction, updatePackageAction } from '@/lib/packages/actions';
import type { PackageJson } from '@/lib/packages/serialize';
import { CAMPAIGN_PLATFORMS } from '@/lib/constants';
import { MAX_DELIVERY_DAYS, MAX_PACKAGE_DESCRIPTION, MAX_PACKAGE_TITLE, MIN_DELIVERY_DAYS } from '@/lib/packages/messages';
import styles from './packages.module.css';

type Values = {
  title: string;
  platform: string;
  /** The deliverables editor's lines as JSON text. */
  deliverables: string;
  /** Whole rupees as typed ("6000", "6,000"). */
  priceInr: string;
  deliveryDays: string;
  description: string;
};

type Saved = { message: string; package: PackageJson };

type Props = {
  /** The package being edited, or null to add one. */
  editing: PackageJson | null;
  onSaved: (saved: PackageJson) => void;
  onCancel: () => void;
};

const NEW_LINE: DeliverableLine = { platform: '', kind: '', count: '1' };
const platformOptions = CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: p }));

function valuesOf(p: PackageJson | null): Values {
  return {
    title: p?.title ?? '',
    platform: p?.platform ?? '',
    deliverables: deliverablesJson(p?.deliverables.length ? p.deliverables : [NEW_LINE]),
    priceInr: p ? String(p.priceInr) : '',
    deliveryDays: p ? String(p.deliveryDays) : '',
    description: p?.description ?? '',
  };
}

/** Adds a package or edits one of the creator's own (give it a `key` per package); the server checks every field. */
export function PackageForm({ editing, onSaved, onCancel }: Props) {
  const editingId = editing?._id ?? null;
  const action = useMemo(() => (editingId ? updatePackageAction.bind(null, editingId) : createPackageAction) as FormAction<Values, Saved>, [editingId]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: valuesOf(editing),
    success: (saved) => saved.message,
    onSuccess: (saved) => onSaved(saved.package),
  });

  useEffect(() => {
    document.getElementById('title')?.focus();
  }, [editingId]);

  return (
    <Card as="form" className={`stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="package-form-title">
      <h2 id="package-form-title">{editing ? 'Edit package' : 'Add a package'}</h2>
      <FormError message={formError} />
      <TextField form={form} name="title" label="Title" maxLength={MAX_PACKAGE_TITLE} placeholder="e.g. 1 Instagram Reel" />
      <SelectField form={form} name="platform" label="Platform" options={platformOptions} placeholder="Select platform" />
      <DeliverablesEditor
        initial={editing?.deliverables.length ? editing.deliverables : [NEW_LINE]}
        errors={form.formState.errors}
        onChange={(json) => form.setValue('deliverables', json)}
        clearErrors={form.clearErrors}
      />
      <div className={styles.pair}>
        <TextField form={form} name="priceInr" label="Price (₹)" hint="Whole rupees, such as 6000 or 6,000." inputMode="decimal" maxLength={20} />
        <TextField
          form={form}
          name="deliveryDays"
          label="Delivery days"
          hint={`From ${MIN_DELIVERY_DAYS} to ${MAX_DELIVERY_DAYS}.`}
          type="number"
          inputMode="numeric"
          min={MIN_DELIVERY_DAYS}
          max={MAX_DELIVERY_DAYS}
        />
      </div>
      <TextareaField form={form} name="description" label="Description" rows={4} maxLength={MAX_PACKAGE_DESCRIPTION} />
      <div className="row">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {editing ? 'Save package' : 'Add package'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
