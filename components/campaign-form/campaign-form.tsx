'use client';

import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { ImageInput } from '@/components/ui/image-input';
import { UploadImage } from '@/components/ui/upload-image';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { createCampaignAction, updateCampaignAction } from '@/lib/campaigns/actions';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { mediaUrl } from '@/lib/client/format';
import { CAMPAIGN_PLATFORMS, INTERESTS, MAX_FOLLOWER_OPTIONS, MIN_FOLLOWER_OPTIONS } from '@/lib/constants';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { MAX_GUIDELINES, MAX_URL } from '@/lib/campaigns/messages';
import { DeliverablesEditor, deliverablesJson, type DeliverableLine } from './deliverables-editor';
import styles from './campaign-form.module.css';

type Props = {
  /** The signed-in brand's brand name, prefilled for new campaigns. */
  brandName: string;
  /** A campaign being edited, or null to create a new one. */
  editing: CampaignJson | null;
  /** A new campaign is stored: `message` is the spec's toast, for the page to show (with what it offers next). */
  onCreated: (campaign: CampaignJson, message: string) => void;
  onUpdated: (campaign: CampaignJson) => void;
  onCancelEdit: () => void;
};

type Values = {
  campaignName: string;
  brandName: string;
  interest: string;
  platform: string;
  minFollowers: string;
  maxFollowers: string;
  incentives: string;
  description: string;
  /** The deliverables editor's lines as JSON text. */
  deliverables: string;
  /** Whole rupees; empty for product only. */
  feeInr: string;
  applyBy: string;
  contentDueBy: string;
  contentGuidelines: string;
  destinationUrl: string;
  campaignImage?: File;
};

/** The spec's follower choices, offered as a bound is typed (any whole number up to 10 crore is taken). */
function FollowerPresets({ id, values }: { id: string; values: readonly number[] }) {
  return (
    <datalist id={id}>
      {values.map((n) => (
        <option key={n} value={String(n)} label={n.toLocaleString('en-IN')} />
      ))}
    </datalist>
  );
}
const plainOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const NEW_LINE: DeliverableLine = { platform: '', kind: '', count: '1' };
const linesOf = (c: CampaignJson | null): DeliverableLine[] => (c?.deliverables.length ? c.deliverables : [NEW_LINE]);

function valuesOf(c: CampaignJson | null, brandName: string): Values {
  const brief = {
    deliverables: deliverablesJson(linesOf(c)),
    feeInr: c?.feeInr == null ? '' : String(c.feeInr),
    applyBy: c?.applyBy ?? '',
    contentDueBy: c?.contentDueBy ?? '',
    contentGuidelines: c?.contentGuidelines ?? '',
    destinationUrl: c?.destinationUrl ?? '',
  };
  if (!c) return { campaignName: '', brandName, interest: '', platform: '', minFollowers: '', maxFollowers: '', incentives: '', description: '', ...brief };
  return {
    campaignName: c.campaignName,
    brandName: c.brandName,
    interest: c.interest,
    platform: c.platform,
    minFollowers: String(c.minFollowers),
    maxFollowers: String(c.maxFollowers),
    incentives: c.incentives,
    description: c.description,
    ...brief,
  };
}

/**
 * The campaign form of spec §2, for creating a campaign or editing one of the brand's own (give
 * it a `key` per campaign). The server checks every field with the API's schema and answers the
 * spec's texts next to each one.
 */
export function CampaignForm({ brandName, editing, onCreated, onUpdated, onCancelEdit }: Props) {
  const editingId = editing?._id ?? null;
  // The selects hold text; the action's schema reads the numbers and the listed values from it.
  const action = useMemo(
    () => (editingId ? updateCampaignAction.bind(null, editingId) : createCampaignAction) as FormAction<Values, { message: string; campaign: CampaignJson }>,
    [editingId],
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: valuesOf(editing, brandName),
    success: (saved) => (editingId ? saved.message : null),
    onSuccess: (saved) => (editingId ? onUpdated(saved.campaign) : onCreated(saved.campaign, saved.message)),
  });

  useEffect(() => {
    if (!editingId) return;
    // Not away from a field of this form the person is already typing in (the page loaded slowly):
    // the text would land at the start of the campaign's name.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('form')?.contains(document.getElementById('campaignName'))) return;
    document.getElementById('campaignName')?.focus();
  }, [editingId]);

  const imageError = imageProblem ?? form.formState.errors.campaignImage?.message;
  const current = editing ? mediaUrl(editing.campaignImage) : null;

  return (
    <Card as="form" className={`stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="campaign-form-title">
      <div className="spread">
        <h2 id="campaign-form-title">{editing ? 'Edit campaign' : 'Create a campaign'}</h2>
        {editing ? (
          <Button variant="ghost" size="s" onClick={onCancelEdit} disabled={busy}>
            Cancel edit
          </Button>
        ) : null}
      </div>
      <FormError message={formError} />

      <TextField form={form} name="campaignName" label="Campaign Name" maxLength={120} />
      <TextField form={form} name="brandName" label="Brand Name" maxLength={120} autoComplete="organization" />
      <div className={styles.pair}>
        <SelectField form={form} name="interest" label="Interest" options={plainOptions(INTERESTS)} placeholder="Select interest" />
        <SelectField form={form} name="platform" label="Platform" options={plainOptions(CAMPAIGN_PLATFORMS)} placeholder="Select platform" />
      </div>
      <div className={styles.pair}>
        <TextField
          form={form}
          name="minFollowers"
          label="Min Followers"
          inputMode="numeric"
          autoComplete="off"
          list="min-follower-presets"
          placeholder="e.g. 5,000 or 5k"
        />
        <TextField
          form={form}
          name="maxFollowers"
          label="Max Followers"
          inputMode="numeric"
          autoComplete="off"
          list="max-follower-presets"
          placeholder="e.g. 1,00,000 or 100k"
        />
        <FollowerPresets id="min-follower-presets" values={MIN_FOLLOWER_OPTIONS} />
        <FollowerPresets id="max-follower-presets" values={MAX_FOLLOWER_OPTIONS} />
      </div>
      <TextField form={form} name="incentives" label="Incentives" maxLength={300} placeholder="e.g. ₹5,000 per post + free product" />
      <TextareaField form={form} name="description" label="Short Description" rows={4} maxLength={4000} />

      <DeliverablesEditor
        initial={linesOf(editing)}
        errors={form.formState.errors}
        onChange={(json) => form.setValue('deliverables', json)}
        clearErrors={form.clearErrors}
      />
      <TextField
        form={form}
        name="feeInr"
        label="Fee per creator (₹)"
        hint="Whole rupees, such as 7500, 7,500 or 1.5L. Leave empty if the campaign pays in product only."
        inputMode="decimal"
        maxLength={20}
        placeholder="Product only"
      />
      <div className={styles.pair}>
        <TextField
          form={form}
          name="applyBy"
          label="Apply by"
          type="date"
          hint="Last day to ask to join (India time)."
          min={editing ? undefined : todayInIndia()}
        />
        <TextField form={form} name="contentDueBy" label="Content due by" type="date" hint="Not before the apply-by date." />
      </div>
      <TextareaField
        form={form}
        name="contentGuidelines"
        label="Content guidelines"
        hint="Do's and don'ts for creators, as plain text."
        rows={4}
        maxLength={MAX_GUIDELINES}
      />
      <TextField
        form={form}
        name="destinationUrl"
        label="Destination URL"
        hint="Optional: where tracked links will send visitors (https:// only)."
        type="url"
        inputMode="url"
        maxLength={MAX_URL}
        placeholder="https://"
      />

      <ImageInput
        id="campaignImage"
        label="Campaign Image"
        value={image}
        onChange={(file) => {
          setImage(file);
          form.setValue('campaignImage', file ?? undefined);
        }}
        onProblem={setImageProblem}
        error={imageError}
        hint={editing ? 'Choose a file only to replace the current image.' : undefined}
        removeLabel="Remove chosen image"
        disabled={busy}
        preview={(url) =>
          url || current ? (
            <UploadImage
              className={styles.preview}
              src={(url ?? current)!}
              alt={url ? 'Preview of the chosen campaign image' : 'Current campaign image'}
              width={640}
              height={240}
              loading="eager"
            />
          ) : null
        }
      />

      <Button type="submit" block busy={busy} busyLabel="Submitting...">
        {editing ? 'Save changes' : 'Submit'}
      </Button>
    </Card>
  );
}
