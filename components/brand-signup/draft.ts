'use client';

// What the wizard keeps for this tab while the person is away from the page (another page, a
// reload): the fields typed, never the password (asked again), the phone proof or the logo file.
const KEY = 'brand-signup-draft';
const FIELDS = ['name', 'email', 'brandName', 'companyType', 'gstNo'] as const;

type Draft = Partial<Record<(typeof FIELDS)[number], string>>;

/** Keeps these fields (strings only, whatever else the values hold) for this tab. */
export function saveDraft(values: Record<string, unknown>): void {
  const draft: Draft = {};
  for (const name of FIELDS) if (typeof values[name] === 'string' && values[name]) draft[name] = values[name];
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the draft is a convenience.
  }
}

/** The fields kept for this tab, if any. */
export function loadDraft(): Draft {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(FIELDS.filter((name) => typeof raw[name] === 'string').map((name) => [name, raw[name]])) as Draft;
  } catch {
    return {};
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
