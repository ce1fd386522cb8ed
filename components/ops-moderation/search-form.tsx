import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { moderationSearchSchema } from '@/lib/moderation';
import styles from './moderation.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The console's search query from a page's address: the words, or why they were refused (then none). */
export async function readModerationSearch(searchParams: SearchParams): Promise<{ q: string; problem?: string }> {
  const parsed = moderationSearchSchema.safeParse({ q: (await searchParams).q });
  return parsed.success ? { q: parsed.data.q } : { q: '', problem: parsed.error.issues[0]?.message };
}

/** A console list's search form (a plain GET form: it works before the page hydrates). */
export function ModerationSearchForm({ action, id, label, q, problem }: { action: string; id: string; label: string; q: string; problem?: string }) {
  return (
    <>
      <form className={styles.search} role="search" action={action}>
        <Field id={id} label={label}>
          <TextInput id={id} name="q" type="search" defaultValue={q} maxLength={200} autoComplete="off" />
        </Field>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {problem ? <p className="form-error">{problem}</p> : null}
    </>
  );
}
