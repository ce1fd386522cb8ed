import 'server-only';
import { AppError } from '@/lib/errors';
import type { RefusedRange } from './display';

type SearchParams = Record<string, string | string[] | undefined>;
type Range = { from?: string; to?: string };

/** The first value of a query parameter; an empty one counts as not given. */
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * A report page's report over the range its URL asks (?from=&to=). A range the URL got wrong is
 * not an error page: the report of the default range comes back with what was refused and why, for
 * the page to say next to the dates. Any other failure is thrown as it came.
 */
export async function reportOfPage<T>(query: SearchParams, read: (range: Range) => Promise<T>): Promise<{ report: T; refused?: RefusedRange }> {
  const asked = { from: one(query.from), to: one(query.to) };
  try {
    return { report: await read(asked) };
  } catch (err) {
    if (!(err instanceof AppError && err.status === 400)) throw err;
    const refused = { ...asked, errors: { from: err.fields?.from, to: err.fields?.to }, message: err.message };
    return { report: await read({}), refused };
  }
}
