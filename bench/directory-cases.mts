// The creator directory's searches the bench times, on the database path (bench/queries.mts) and
// over HTTP (bench/run.mts): the same names and filters on both.

/** The deep page: the one after this many pages of 20, read by cursor. */
export const DIRECTORY_DEEP_PAGES = 25;

/** [name, query]; 'deep' is the page after DIRECTORY_DEEP_PAGES pages, by the cursor the walk ends with. */
export const DIRECTORY_CASES: [string, Record<string, string> | 'deep'][] = [
  ['directory: platform + follower range', { platform: 'Instagram', minFollowers: '10000', maxFollowers: '100000' }],
  ['directory: text search', { q: 'meera' }],
  ['directory: no filter, most followers', {}],
  // A popular pair (4% of the seed's creators); a rare pair walks further down the index, up to all of it.
  ['directory: niche + city', { niche: 'Fashion', city: 'Mumbai' }],
  ['directory: deep page by cursor', 'deep'],
];
