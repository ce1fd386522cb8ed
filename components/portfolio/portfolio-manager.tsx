'use client';

import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { UploadImage } from '@/components/ui/upload-image';
import { toast } from '@/components/ui/toast';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { mediaUrl } from '@/lib/client/format';
import { deletePortfolioItemAction, reorderPortfolioAction, updatePortfolioItemAction } from '@/lib/portfolio/actions';
import { MAX_PORTFOLIO_CAPTION, MAX_PORTFOLIO_ITEMS } from '@/lib/portfolio/messages';
import type { PortfolioItemJson } from '@/lib/portfolio/serialize';
import { AddImageForm, AddLinkForm } from './add-forms';
import styles from './portfolio.module.css';

type Failure = { serverError?: unknown };
const failureMessage = (error: Failure, fallback: string) => (error.serverError as { message?: string } | undefined)?.message ?? fallback;

/** How an item is named in buttons and announcements. */
function labelOf(item: PortfolioItemJson): string {
  if (item.caption) return item.caption.length > 40 ? `${item.caption.slice(0, 40)}…` : item.caption;
  return item.kind === 'link' ? `${item.platform} post` : 'Image';
}

/** The list with one item moved from one place to another. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The creator's portfolio: add a post or an image, edit captions, delete, and reorder by dragging
 * an item's handle or, with the keyboard, by the arrow keys on the focused handle or the Move up
 * and Move down buttons; each move is said aloud (aria-live) and saved at once.
 */
export function PortfolioManager({ initial }: { initial: PortfolioItemJson[] }) {
  const [items, setItems] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // The order shown as saved only once the last move's save is in (moves made quickly send several).
  const [order, setOrder] = useState<'saving' | 'saved' | null>(null);
  const lastMove = useRef(0);
  const focusAfter = useRef<string | null>(null);
  const saved = useRef(initial);

  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.querySelector<HTMLElement>(focusAfter.current);
    focusAfter.current = null;
    el?.focus();
  }, [items]);

  const reorder = useServerAction(reorderPortfolioAction, {
    onSuccess: ({ data }) => {
      if (data) saved.current = data.items;
    },
    onError: ({ error }) => {
      setItems(saved.current);
      toast.error(failureMessage(error, 'Could not save the new order'));
    },
  });

  function move(from: number, to: number, focus: 'handle' | 'up' | 'down') {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    const next = moved(items, from, to);
    focusAfter.current = `[data-portfolio-id="${item._id}"] [data-focus="${focus === 'up' && to === 0 ? 'down' : focus === 'down' && to === next.length - 1 ? 'up' : focus}"]`;
    setItems(next);
    setAnnouncement(`${labelOf(item)} moved to position ${to + 1} of ${next.length}.`);
    const n = ++lastMove.current;
    setOrder('saving');
    void reorder
      .executeAsync({ ids: next.map((i) => i._id) })
      .then((res) => {
        if (n === lastMove.current) setOrder(res?.data ? 'saved' : null);
      })
      .catch(() => {
        if (n === lastMove.current) setOrder(null);
      });
  }

  function onHandleKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      e.preventDefault();
      move(index, index - 1, 'handle');
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      e.preventDefault();
      move(index, index + 1, 'handle');
    } else if (e.key === 'Home') {
      e.preventDefault();
      move(index, 0, 'handle');
    } else if (e.key === 'End') {
      e.preventDefault();
      move(index, items.length - 1, 'handle');
    }
  }

  function onDrop(e: DragEvent<HTMLLIElement>, targetId: string) {
    e.preventDefault();
    const from = items.findIndex((i) => i._id === dragging);
    const to = items.findIndex((i) => i._id === targetId);
    setDragging(null);
    setOver(null);
    if (from >= 0 && to >= 0) move(from, to, 'handle');
  }

  function added(item: PortfolioItemJson) {
    setItems((list) => [...list, item]);
    saved.current = [...saved.current, item];
  }

  const full = items.length >= MAX_PORTFOLIO_ITEMS;
  return (
    <div className="stack">
      <p className="muted" data-testid="portfolio-count">
        {items.length} of {MAX_PORTFOLIO_ITEMS} items. Everyone sees them on your public page, in this order.
      </p>
      {full ? <p role="status">Your portfolio is full. Delete an item to add another.</p> : null}
      <div className={styles.forms}>
        <AddLinkForm onAdded={added} disabled={full} />
        <AddImageForm onAdded={added} disabled={full} />
      </div>
      <p id="portfolio-move-help" className="visually-hidden">
        Drag the handle to move an item, or focus it and press the arrow keys.
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="portfolio-announcement">
        {announcement}
      </p>
      {order === 'saving' ? <p className="muted small">Saving the new order...</p> : order === 'saved' ? <p className="muted small">Order saved.</p> : null}
      {items.length === 0 ? (
        <EmptyState className="card" title="Your portfolio is empty.">
          Add images of your work or links to your posts, or add a completed job from its page when the brand allowed it.
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Your portfolio">
          {items.map((item, i) => (
            <li
              key={item._id}
              className={`card ${styles.row}`}
              data-portfolio-id={item._id}
              data-dragging={dragging === item._id}
              data-over={over === item._id && dragging !== item._id}
              onDragOver={(e) => {
                if (!dragging) return;
                e.preventDefault();
                setOver(item._id);
              }}
              onDragLeave={() => setOver((o) => (o === item._id ? null : o))}
              onDrop={(e) => onDrop(e, item._id)}
            >
              <Button
                variant="ghost"
                size="s"
                className={styles.handle}
                data-focus="handle"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', item._id);
                  setDragging(item._id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                onKeyDown={(e) => onHandleKey(e, i)}
                aria-describedby="portfolio-move-help"
                aria-label={`Move ${labelOf(item)}, position ${i + 1} of ${items.length}`}
              >
                <span aria-hidden="true">⠿</span>
              </Button>
              {item.kind === 'image' && item.image ? (
                <UploadImage src={mediaUrl(item.image)!} alt={item.caption || 'Portfolio image'} width={80} height={80} className={styles.thumb} />
              ) : (
                <span className={styles.linkThumb}>{item.platform}</span>
              )}
              <ItemBody
                item={item}
                first={i === 0}
                last={i === items.length - 1}
                onMove={(direction) => move(i, direction === 'up' ? i - 1 : i + 1, direction)}
                onSaved={(saved) => setItems((list) => list.map((x) => (x._id === saved._id ? saved : x)))}
                onDeleted={() => {
                  setItems((list) => list.filter((x) => x._id !== item._id));
                  saved.current = saved.current.filter((x) => x._id !== item._id);
                  setAnnouncement(`${labelOf(item)} deleted.`);
                }}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

type BodyProps = {
  item: PortfolioItemJson;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onSaved: (item: PortfolioItemJson) => void;
  onDeleted: () => void;
};

function ItemBody({ item, first, last, onMove, onSaved, onDeleted }: BodyProps) {
  const [editing, setEditing] = useState(false);
  const remove = useServerAction(deletePortfolioItemAction, {
    onSuccess: ({ data }) => {
      if (data) toast.success(data.message);
      onDeleted();
    },
    onError: ({ error }) => toast.error(failureMessage(error, 'Could not delete the item')),
  });
  const name = labelOf(item);
  return (
    <div className={styles.body}>
      {editing ? (
        <CaptionForm item={item} onDone={() => setEditing(false)} onSaved={onSaved} />
      ) : (
        <p className={styles.caption}>{item.caption || <span className="muted">No caption.</span>}</p>
      )}
      {item.kind === 'link' && item.url ? (
        <a className={`${styles.url} small`} href={item.url} target="_blank" rel="noopener noreferrer nofollow">
          View on {item.platform}
        </a>
      ) : null}
      {item.collaborationId ? (
        <Link className="small" href={`/creator/dashboard/collaborations/${item.collaborationId}`}>
          From a completed job
        </Link>
      ) : null}
      <div className="row">
        <Button variant="ghost" size="s" data-focus="up" disabled={first} onClick={() => onMove('up')}>
          Move up<span className="visually-hidden"> {name}</span>
        </Button>
        <Button variant="ghost" size="s" data-focus="down" disabled={last} onClick={() => onMove('down')}>
          Move down<span className="visually-hidden"> {name}</span>
        </Button>
        {editing ? null : (
          <Button variant="secondary" size="s" onClick={() => setEditing(true)}>
            Edit caption<span className="visually-hidden"> of {name}</span>
          </Button>
        )}
        <Button variant="danger" size="s" busy={remove.isPending} busyLabel="Deleting..." onClick={() => remove.execute({ id: item._id })}>
          Delete<span className="visually-hidden"> {name}</span>
        </Button>
      </div>
    </div>
  );
}

type Saved = { message: string; item: PortfolioItemJson };

function CaptionForm({ item, onDone, onSaved }: { item: PortfolioItemJson; onDone: () => void; onSaved: (item: PortfolioItemJson) => void }) {
  const action = useMemo(() => updatePortfolioItemAction.bind(null, item._id) as FormAction<{ caption: string }, Saved>, [item._id]);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { caption: item.caption },
    success: (saved) => saved.message,
    onSuccess: (saved) => {
      onSaved(saved.item);
      onDone();
    },
  });
  const id = `caption-${item._id}`;
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField form={form} name="caption" id={id} label="Caption" maxLength={MAX_PORTFOLIO_CAPTION} />
      <div className="row">
        <Button type="submit" size="s" busy={busy} busyLabel="Saving...">
          Save caption
        </Button>
        <Button variant="ghost" size="s" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
