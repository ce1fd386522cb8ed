import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CreatorDirectory } from '@/components/creator-directory/creator-directory';
import type { DirectoryFilterValues } from '@/components/creator-directory/directory-filters';
import { currentActor } from '@/lib/auth/current';
import { searchCreators } from '@/lib/creators/directory';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { fieldErrors } from '@/lib/field-errors';

export const metadata: Metadata = { title: 'Find creators', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KEYS = ['q', 'niche', 'platform', 'minFollowers', 'maxFollowers', 'city', 'sort', 'after', 'limit'] as const;

/** Find creators: the search lives in the URL (shareable, survives a reload); refused filters are shown next to their fields. */
export default async function FindCreatorsPage({ searchParams }: Props) {
  const actor = await currentActor('brand');
  if (!actor) redirect('/brand/login');
  const raw = await searchParams;
  const input = Object.fromEntries(KEYS.map((k) => [k, Array.isArray(raw[k]) ? raw[k][0] : raw[k]]));
  const values = input as DirectoryFilterValues;
  const parsed = directoryQuerySchema.safeParse(input);
  if (!parsed.success) return <CreatorDirectory values={values} errors={fieldErrors(parsed.error)} />;
  const page = await searchCreators(actor, parsed.data);
  return <CreatorDirectory values={values} query={parsed.data} page={page} />;
}
