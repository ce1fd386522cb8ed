'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { deletePackageAction, movePackageAction, updatePackageAction } from '@/lib/packages/actions';
import { MAX_PACKAGES } from '@/lib/packages/messages';
import type { PackageJson } from '@/lib/packages/serialize';
import { PackageTerms } from './package-terms';
import styles from './packages.module.css';

// The form (and its deliverables editor) comes when the creator adds or edits a package.
const PackageForm = dynamic(() => import('./package-form').then((m) => m.PackageForm), {
  loading: () => (
    <Card>
      <Spinner label="Loading the form..." />
    </Card>
  ),
});

type Props = { initial: PackageJson[] };
type Editing = { kind: 'new' } | { kind: 'edit'; pkg: PackageJson } | null;
type Failure = { serverError?: unknown };

const failed = ({ error }: { error: Failure }) => toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Server error');

/** The creator's packages: add, edit, pause or resume, move up or down (buttons, so the keyboard does it), delete. */
export function PackagesManager({ initial }: Props) {
  const [packages, setPackages] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.querySelector<HTMLButtonElement>(focusAfter.current);
    focusAfter.current = null;
    el?.focus();
  }, [packages]);

  function saved(p: PackageJson) {
    setPackages((list) => (list.some((x) => x._id === p._id) ? list.map((x) => (x._id === p._id ? p : x)) : [...list, p]));
    setEditing(null);
  }

  const full = packages.length >= MAX_PACKAGES;
  return (
    <div className="stack">
      <div className="spread">
        <p className="muted">
          {packages.length} of {MAX_PACKAGES} packages. Brands see the active ones on your public page.
        </p>
        {editing ? null : (
          <Button data-add-package onClick={() => setEditing({ kind: 'new' })} disabled={full}>
            Add package
          </Button>
        )}
      </div>
      {editing ? (
        <PackageForm
          key={editing.kind === 'edit' ? editing.pkg._id : 'new'}
          editing={editing.kind === 'edit' ? editing.pkg : null}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {packages.length === 0 ? (
        <EmptyState className="card" title="You have no packages yet.">
          Offer a fixed-price package, such as one Instagram reel delivered in 7 days, and brands can order it from your page.
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Your packages">
          {packages.map((p, i) => (
            <PackageRow
              key={p._id}
              pkg={p}
              first={i === 0}
              last={i === packages.length - 1}
              onEdit={() => setEditing({ kind: 'edit', pkg: p })}
              onChanged={saved}
              onMoved={(list, direction) => {
                const at = list.findIndex((x) => x._id === p._id);
                const stuck = direction === 'up' ? at === 0 : at === list.length - 1;
                focusAfter.current = `[data-package-id="${p._id}"] [data-move="${stuck ? (direction === 'up' ? 'down' : 'up') : direction}"]`;
                setPackages(list);
              }}
              onDeleted={() => {
                focusAfter.current = '[data-add-package]';
                setPackages((list) => list.filter((x) => x._id !== p._id));
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

type RowProps = {
  pkg: PackageJson;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onChanged: (p: PackageJson) => void;
  onMoved: (list: PackageJson[], direction: 'up' | 'down') => void;
  onDeleted: () => void;
};

function PackageRow({ pkg: p, first, last, onEdit, onChanged, onMoved, onDeleted }: RowProps) {
  const paused = p.status === 'paused';
  const pause = useServerAction(updatePackageAction.bind(null, p._id), {
    onSuccess: ({ data }) => {
      if (!data) return;
      onChanged(data.package);
      toast.success(data.message);
    },
    onError: failed,
  });
  const move = useServerAction(movePackageAction, {
    onSuccess: ({ data, input }) => data && onMoved(data.packages, input.direction),
    onError: failed,
  });
  const remove = useServerAction(deletePackageAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      onDeleted();
      toast.success(data.message);
    },
    onError: failed,
  });
  const busy = pause.isPending || move.isPending || remove.isPending;
  return (
    <li className={`card ${styles.item}`} data-package-id={p._id} aria-busy={busy || undefined}>
      <div className="spread">
        <h3 className={styles.title}>{p.title}</h3>
        {paused ? <Badge tone="warning">Paused</Badge> : <Badge tone="success">Active</Badge>}
      </div>
      <PackageTerms p={p} />
      <div className="row">
        <Button variant="secondary" size="s" onClick={onEdit} disabled={busy} aria-label={`Edit ${p.title}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="s"
          busy={pause.isPending}
          disabled={busy}
          onClick={() => pause.execute({ status: paused ? 'active' : 'paused' })}
          aria-label={`${paused ? 'Resume' : 'Pause'} ${p.title}`}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="ghost"
          size="s"
          data-move="up"
          disabled={first || busy}
          onClick={() => move.execute({ id: p._id, direction: 'up' })}
          aria-label={`Move ${p.title} up`}
        >
          Move up
        </Button>
        <Button
          variant="ghost"
          size="s"
          data-move="down"
          disabled={last || busy}
          onClick={() => move.execute({ id: p._id, direction: 'down' })}
          aria-label={`Move ${p.title} down`}
        >
          Move down
        </Button>
        <Button
          variant="danger"
          size="s"
          busy={remove.isPending}
          disabled={busy}
          onClick={() => remove.execute({ id: p._id })}
          aria-label={`Delete ${p.title}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
