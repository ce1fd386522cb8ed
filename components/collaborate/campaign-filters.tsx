import { CompactForm as Form } from '@/components/site';
import { CAMPAIGN_PLATFORMS, INTERESTS } from '@/lib/constants';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { formatFollowers } from '@/lib/client/format';
import { PendingStatus, SearchSubmit } from '@/components/site';
import { FOLLOWER_STEPS, isFiltered, type ListBase, type PageQuery } from '@/lib/campaigns/list-query';
import { ForCreator } from './qualify-filter';
import Link from 'next/link';
import styles from './collaborate.module.css';
import { filtersFormStyles as form } from '@/components/site';
import { ButtonLink } from '@/components/ui/button-link';

function followerOptions(current: number | undefined) {
  const values = current !== undefined && !FOLLOWER_STEPS.includes(current) ? [...FOLLOWER_STEPS, current].sort((a, b) => a - b) : FOLLOWER_STEPS;
  return values.map((n) => (
    <option key={n} value={n}>
      {formatFollowers(n)}
    </option>
  ));
}

/** One end of the fee range, in whole rupees (empty: any). */
function FeeField({ name, label, value }: { name: 'minFee' | 'maxFee'; label: string; value: number | undefined }) {
  const id = `collab-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" inputMode="numeric" maxLength={20} className="input" placeholder="Any" defaultValue={value ?? ''} />
    </div>
  );
}

/**
 * Search and filters as a GET form: every choice lands in the URL (shareable), and it works
 * without JavaScript. A new search starts again at page 1. A signed-in creator can also keep to
 * the campaigns their stated audience qualifies for (known after the cached page, QualifyFilter).
 */
export function CampaignFilters({ query, base = '/collaborate' }: { query: PageQuery; base?: ListBase }) {
  const defaultLimit = campaignListQuerySchema.parse({}).limit;
  return (
    // Keyed by the query so the fields show the URL's values after each client-side navigation.
    <Form key={JSON.stringify(query)} action={base} className={`card ${form.form} ${styles.filters}`} role="search" aria-label="Search and filter campaigns">
      <div className={`field ${form.search}`}>
        <label htmlFor="collab-q">Search</label>
        <input id="collab-q" name="q" type="search" className="input" placeholder="Campaign, brand or product" defaultValue={query.q ?? ''} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="collab-platform">Platform</label>
        <select id="collab-platform" name="platform" className="select" defaultValue={query.platform ?? ''}>
          <option value="">Any</option>
          {CAMPAIGN_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="collab-interest">Interest</label>
        <select id="collab-interest" name="interest" className="select" defaultValue={query.interest ?? ''}>
          <option value="">Any</option>
          {INTERESTS.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      </div>
      {/* The creator's size, not the campaign's range: campaigns whose range takes a creator with this many followers. */}
      <fieldset className={styles.followers} aria-describedby="collab-followers-hint">
        <legend className={styles.followersLegend}>Your followers</legend>
        <p id="collab-followers-hint" className={styles.followersHint}>
          Campaigns whose follower range fits a creator of this size
        </p>
        <div className="field">
          <label htmlFor="collab-min">Followers from</label>
          <select id="collab-min" name="minFollowers" className="select" defaultValue={query.minFollowers ?? ''}>
            <option value="">Any</option>
            {followerOptions(query.minFollowers)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="collab-max">Followers up to</label>
          <select id="collab-max" name="maxFollowers" className="select" defaultValue={query.maxFollowers ?? ''}>
            <option value="">Any</option>
            {followerOptions(query.maxFollowers)}
          </select>
        </div>
      </fieldset>
      <FeeField name="minFee" label="Fee from (₹)" value={query.minFee} />
      <FeeField name="maxFee" label="Fee up to (₹)" value={query.maxFee} />
      <div className="field">
        <label htmlFor="collab-open">Applications</label>
        {/* "Still open" is the page's default, so it stays out of the URL like the other unset filters. */}
        <select id="collab-open" name="open" className="select" defaultValue={query.open === false ? '0' : ''}>
          <option value="">Still open</option>
          <option value="0">Any, past deadlines too</option>
        </select>
      </div>
      {/* "Campaigns I qualify for" for a signed-in creator (known after the cached page); a way to become one for everyone else, in the same cell. */}
      <ForCreator
        creator={
          <div className={`field ${styles.checkField}`}>
            <input id="collab-eligible" name="eligible" type="checkbox" value="1" defaultChecked={query.eligible} aria-describedby="collab-eligible-hint" />
            <label htmlFor="collab-eligible">Campaigns I qualify for</label>
            <span id="collab-eligible-hint" className="visually-hidden">
              Only campaigns whose platform and follower range fit the audience on your profile
            </span>
          </div>
        }
        others={
          <div className={`field ${styles.checkField}`}>
            <Link href={`/creator/login?next=${encodeURIComponent('/collaborate?eligible=1')}`} prefetch={false} className={styles.qualifyLogin}>
              Creators: see what you qualify for
            </Link>
          </div>
        }
      />
      {query.limit !== defaultLimit ? <input type="hidden" name="limit" value={query.limit} /> : null}
      <div className={`${form.actions} ${styles.filterActions}`}>
        <SearchSubmit />
        {isFiltered(query) ? (
          <ButtonLink href={base} variant="ghost">
            Clear filters
          </ButtonLink>
        ) : null}
        <PendingStatus />
      </div>
    </Form>
  );
}
