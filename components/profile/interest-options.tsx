import { INTERESTS } from '@/lib/constants';

/** The id of the suggestions a niche field offers (`list={INTEREST_OPTIONS}`). */
export const INTEREST_OPTIONS = 'interest-options';

/**
 * The interests campaigns are filed under, offered as a creator types their niche: picking one
 * makes campaigns of that interest show up in "Recommended for you"; any other words still do.
 */
export function InterestOptions() {
  return (
    <datalist id={INTEREST_OPTIONS}>
      {INTERESTS.map((i) => (
        <option key={i} value={i} />
      ))}
    </datalist>
  );
}
