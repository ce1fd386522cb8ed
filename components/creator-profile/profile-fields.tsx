import { TagToggles } from './tag-toggles';

/** The phone's label says who sees it (spec §2). */
export const PHONE_LABEL = 'Phone (only visible to users you are negotiating collaborations with)';

type Props = { value: string[]; onChange?: (tags: string[]) => void; disabled: boolean; error?: string };

/** "Profile Tags": the toggle buttons under their label, with the server's message for them. */
export function TagsField({ value, onChange, disabled, error }: Props) {
  return (
    <div className="field">
      <span className="label" id="profile-tags-label">
        Profile Tags
      </span>
      <TagToggles value={value} onChange={onChange ?? (() => undefined)} disabled={disabled} labelledBy="profile-tags-label" />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
