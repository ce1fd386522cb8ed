import { Button } from './button';

/** The end of an edit form: Cancel (secondary) and Save, busy while saving. One look for every editor. */
export function SaveCancel({ busy, onCancel, saveLabel = 'Save' }: { busy: boolean; onCancel: () => void; saveLabel?: string }) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" busy={busy} busyLabel="Saving...">
        {saveLabel}
      </Button>
    </div>
  );
}
