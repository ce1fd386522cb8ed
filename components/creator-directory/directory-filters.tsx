import { CompactForm as Form } from '@/components/site';
import { PendingStatus, SearchSubmit } from '@/components/site';
import { ButtonLink } from '@/components/ui/button-link';
import { fieldAria } from '@/components/ui/field';
import { SOCIAL_PLATFORMS } from '@/lib/constants';
import { DIRECTORY_SORTS, SORT_LABEL } from '@/lib/creators/directory-messages';
import { filtersFormStyles as form } from '@/components/site';
import { directoryHref } from './href';
import styles from './directory.module.css';

/** The filters as typed (the URL's text), so a refused search shows what was sent. */
export type DirectoryFilterValues = Partial<
  Record<'q' | 'niche' | 'platform' | 'minFollowers' | 'maxFollowers' | 'maxPriceInr' | 'city' | 'sort' | 'limit', string>
>;

type Props = {
  values: DirectoryFilterValues;
  errors?: Record<string, string>;
  filtered: boolean;
  /** The campaign the brand is finding creators for: a new search keeps it. */
  campaign?: string;
};

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * Search and filters as a GET form: every choice lands in the URL, so a search can be shared
 * and survives a reload; it works without JavaScript. A new search starts at the first page.
 */
export function DirectoryFilters({ values, errors = {}, filtered, campaign }: Props) {
  const text = (name: 'q' | 'niche' | 'city', label: string, placeholder: string, type = 'text') => {
    const id = `dir-${name}`;
    return (
      <div className={`field ${name === 'q' ? form.search : ''}`}>
        <label htmlFor={id}>{label}</label>
        <input
          {...fieldAria(id, errors[name])}
          name={name}
          type={type}
          className="input"
          placeholder={placeholder}
          defaultValue={values[name] ?? ''}
          maxLength={100}
        />
        <FieldMessage id={id} message={errors[name]} />
      </div>
    );
  };
  const number = (name: 'minFollowers' | 'maxFollowers' | 'maxPriceInr', label: string) => {
    const id = `dir-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          {...fieldAria(id, errors[name])}
          name={name}
          type="text"
          inputMode="decimal"
          maxLength={20}
          className="input"
          placeholder="Any"
          defaultValue={values[name] ?? ''}
        />
        <FieldMessage id={id} message={errors[name]} />
      </div>
    );
  };
  return (
    // Keyed by the values so the fields show the URL's after each client-side navigation.
    <Form
      key={JSON.stringify(values)}
      action="/brand/dashboard/creators"
      className={`card ${form.form} ${styles.filters}`}
      role="search"
      aria-label="Search and filter creators"
    >
      {text('q', 'Search', 'Name, bio, tag or handle', 'search')}
      <div className={`field ${styles.wide}`}>
        <label htmlFor="dir-platform">Platform</label>
        <select {...fieldAria('dir-platform', errors.platform)} name="platform" className="select" defaultValue={values.platform ?? ''}>
          <option value="">Any platform</option>
          {SOCIAL_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <FieldMessage id="dir-platform" message={errors.platform} />
      </div>
      {number('minFollowers', 'Followers from')}
      {number('maxFollowers', 'Followers up to')}
      {number('maxPriceInr', 'Max price (₹)')}
      {text('niche', 'Niche', 'e.g. Food, Tech')}
      {text('city', 'City', 'e.g. Jaipur')}
      <div className={`field ${styles.wide}`}>
        <label htmlFor="dir-sort">Sort by</label>
        <select {...fieldAria('dir-sort', errors.sort)} name="sort" className="select" defaultValue={values.sort === 'newest' ? 'newest' : ''}>
          {/* Most followers is the default, so it stays out of the URL like the unset filters. */}
          {DIRECTORY_SORTS.map((s) => (
            <option key={s} value={s === 'followers' ? '' : s}>
              {SORT_LABEL[s]}
            </option>
          ))}
        </select>
        <FieldMessage id="dir-sort" message={errors.sort} />
      </div>
      {/* A page size from a shared link carries over to the next search. */}
      {values.limit && !errors.limit ? <input type="hidden" name="limit" value={values.limit} /> : null}
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      <p className={`hint ${form.full} ${styles.note}`}>
        Follower counts are self-reported by creators. With a platform chosen, the range and the sort use that platform.
      </p>
      <div className={form.actions}>
        <SearchSubmit />
        {filtered ? (
          <ButtonLink href={directoryHref({ campaign })} variant="ghost">
            Clear filters
          </ButtonLink>
        ) : null}
        <PendingStatus label="Loading creators..." />
      </div>
    </Form>
  );
}
