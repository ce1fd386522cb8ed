'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { mediaUrl } from '@/lib/client/format';
import { CAMPAIGN_PLATFORMS, INTERESTS, MAX_FOLLOWER_OPTIONS, MIN_FOLLOWER_OPTIONS } from '@/lib/constants';
import type { CampaignJson } from '@/lib/campaigns/serialize';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { emptyValues, FIELD_NAMES, validateCampaignForm, type CampaignFormErrors, type CampaignFormValues, type FieldName } from './validate';
import styles from './campaign-form.module.css';

export const CREATED = 'Campaign created successfully!';
export const UPDATED = 'Campaign updated successfully!';
const FAILED = 'Something went wrong';
const NETWORK = 'Server error';

type Props = {
  /** The signed-in brand's brand name, prefilled for new campaigns. */
  brandName: string;
  /** A campaign being edited, or null to create a new one. */
  editing: CampaignJson | null;
  onCreated: (campaign: CampaignJson) => void;
  onUpdated: (campaign: CampaignJson) => void;
  onCancelEdit: () => void;
};

const followers = (n: number) => n.toLocaleString('en-IN');

function valuesOf(c: CampaignJson): CampaignFormValues {
  return {
    campaignName: c.campaignName,
    brandName: c.brandName,
    interest: c.interest,
    platform: c.platform,
    minFollowers: String(c.minFollowers),
    maxFollowers: String(c.maxFollowers),
    incentives: c.incentives,
    description: c.description,
  };
}

/** The campaign form of spec §2, for creating a campaign or editing one of the brand's own (give it a `key` per campaign). */
export function CampaignForm({ brandName, editing, onCreated, onUpdated, onCancelEdit }: Props) {
  const [values, setValues] = useState<CampaignFormValues>(() => (editing ? valuesOf(editing) : emptyValues(brandName)));
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);

  const editingId = editing?._id ?? null;

  useEffect(() => {
    if (editingId) firstField.current?.focus();
  }, [editingId]);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const set = (name: FieldName) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((er) => (er[name] ? { ...er, [name]: undefined } : er));
  };

  function onImage(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    setImage(file);
    setPreview(file ? URL.createObjectURL(file) : null);
    setErrors((er) => ({ ...er, campaignImage: undefined }));
  }

  function showServerError(message: string) {
    setServerError(message);
    // The message sits above the form; bring it into view for people who scrolled down to submit.
    requestAnimationFrame(() => errorBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setServerError('');
    const found = validateCampaignForm(values, { hasImage: Boolean(image), imageRequired: !editing });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = [...FIELD_NAMES, 'campaignImage'].find((n) => found[n as FieldName]);
      if (first) document.getElementById(`campaign-${first}`)?.focus();
      return;
    }
    const body = new FormData();
    for (const name of FIELD_NAMES) body.append(name, values[name].trim());
    if (image) body.append('campaignImage', image);
    setBusy(true);
    try {
      const res = editing
        ? await api<{ campaign: CampaignJson }>(`/api/campaign/${editing._id}`, { method: 'PATCH', body, role: 'brand' })
        : await api<{ campaign: CampaignJson }>('/api/campaign/create', { method: 'POST', body, role: 'brand' });
      if (!res.ok) {
        if (res.data.fields) setErrors(res.data.fields as CampaignFormErrors);
        showServerError(res.data.message || FAILED);
        return;
      }
      if (editing) {
        toast.success(UPDATED);
        onUpdated(res.data.campaign);
      } else {
        toast.success(CREATED);
        onCreated(res.data.campaign);
      }
    } catch {
      showServerError(NETWORK);
    } finally {
      setBusy(false);
    }
  }

  const currentImage = preview ?? (editing ? mediaUrl(editing.campaignImage) : null);

  return (
    <form className={`card stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="campaign-form-title">
      <div className="spread">
        <h2 id="campaign-form-title">{editing ? 'Edit campaign' : 'Create a campaign'}</h2>
        {editing ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={onCancelEdit} disabled={busy}>
            Cancel edit
          </button>
        ) : null}
      </div>
      {serverError ? (
        <p className="form-error" role="alert" ref={errorBox}>
          {serverError}
        </p>
      ) : null}

      <Field id="campaign-campaignName" label="Campaign Name" error={errors.campaignName}>
        <input
          ref={firstField}
          className="input"
          name="campaignName"
          value={values.campaignName}
          onChange={set('campaignName')}
          maxLength={120}
          {...fieldAria('campaign-campaignName', errors.campaignName)}
        />
      </Field>
      <Field id="campaign-brandName" label="Brand Name" error={errors.brandName}>
        <input
          className="input"
          name="brandName"
          value={values.brandName}
          onChange={set('brandName')}
          maxLength={120}
          autoComplete="organization"
          {...fieldAria('campaign-brandName', errors.brandName)}
        />
      </Field>

      <div className={styles.pair}>
        <Field id="campaign-interest" label="Interest" error={errors.interest}>
          <select className="select" name="interest" value={values.interest} onChange={set('interest')} {...fieldAria('campaign-interest', errors.interest)}>
            <option value="">Select interest</option>
            {INTERESTS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </Field>
        <Field id="campaign-platform" label="Platform" error={errors.platform}>
          <select className="select" name="platform" value={values.platform} onChange={set('platform')} {...fieldAria('campaign-platform', errors.platform)}>
            <option value="">Select platform</option>
            {CAMPAIGN_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <div className={styles.pair}>
        <Field id="campaign-minFollowers" label="Min Followers" error={errors.minFollowers}>
          <select
            className="select"
            name="minFollowers"
            value={values.minFollowers}
            onChange={set('minFollowers')}
            {...fieldAria('campaign-minFollowers', errors.minFollowers)}
          >
            <option value="">Select minimum</option>
            {MIN_FOLLOWER_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {followers(n)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="campaign-maxFollowers" label="Max Followers" error={errors.maxFollowers}>
          <select
            className="select"
            name="maxFollowers"
            value={values.maxFollowers}
            onChange={set('maxFollowers')}
            {...fieldAria('campaign-maxFollowers', errors.maxFollowers)}
          >
            <option value="">Select maximum</option>
            {MAX_FOLLOWER_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {followers(n)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field id="campaign-incentives" label="Incentives" error={errors.incentives}>
        <input
          className="input"
          name="incentives"
          value={values.incentives}
          onChange={set('incentives')}
          maxLength={300}
          placeholder="e.g. ₹5,000 per post + free product"
          {...fieldAria('campaign-incentives', errors.incentives)}
        />
      </Field>
      <Field id="campaign-description" label="Short Description" error={errors.description}>
        <textarea
          className="textarea"
          name="description"
          rows={4}
          value={values.description}
          onChange={set('description')}
          maxLength={4000}
          {...fieldAria('campaign-description', errors.description)}
        />
      </Field>

      <Field
        id="campaign-campaignImage"
        label="Campaign Image"
        error={errors.campaignImage}
        hint={editing ? 'Choose a file only to replace the current image.' : 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'}
      >
        <input
          className="input"
          type="file"
          name="campaignImage"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={onImage}
          {...fieldAria('campaign-campaignImage', errors.campaignImage)}
        />
      </Field>
      {currentImage ? (
        // A local object URL or our own upload: next/image adds nothing for a preview.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.preview} src={currentImage} alt={preview ? 'Preview of the chosen campaign image' : 'Current campaign image'} />
      ) : null}

      <SubmitButton busy={busy} busyLabel="Submitting...">
        {editing ? 'Save changes' : 'Submit'}
      </SubmitButton>
    </form>
  );
}
