'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { UploadImage } from '@/components/ui/upload-image';
import { useServerAction } from '@/components/ui/use-server-action';
import { mediaUrl } from '@/lib/client/format';
import { formatDateTimeIst, formatTimeIst } from '@/lib/client/dates';
import { useEventStream } from '@/lib/client/event-stream';
import { markBrandThreadSeenAction, markCreatorThreadSeenAction, readBrandThreadAction, readCreatorThreadAction } from '@/lib/collaborations/actions';
import { THREAD_CLOSED } from '@/lib/collaborations/messages';
import type { MessageJson } from '@/lib/collaborations/serialize';
import type { Role } from '@/models';
import { ReportButton } from '@/components/flags';
import { Composer } from './lazy';
import { linkify } from './linkify';
import styles from './collaborations.module.css';

const ACTIONS = {
  brand: { seen: markBrandThreadSeenAction, read: readBrandThreadAction },
  creator: { seen: markCreatorThreadSeenAction, read: readCreatorThreadAction },
};

type Props = {
  role: Role;
  collaborationId: string;
  otherName: string;
  initial: { messages: MessageJson[]; prevCursor: string | null };
  /** False once declined or cancelled: the thread stays readable. */
  open: boolean;
};

/** Adds messages by id (never twice), in thread order. */
function merge(list: MessageJson[], more: MessageJson[]): MessageJson[] {
  const byId = new Map(list.map((m) => [m._id, m]));
  for (const m of more) {
    const known = byId.get(m._id);
    // "Seen" is never taken back: a copy fetched before the other side read it (the send's own
    // answer can arrive after the stream's "seen") keeps the seen time already shown.
    byId.set(m._id, { ...known, ...m, seenAt: m.seenAt ?? known?.seenAt ?? null });
  }
  return [...byId.values()].sort((a, b) => Number(a.cursor) - Number(b.cursor));
}

/** The message thread of one collaboration: live through the tab's event stream, with a composer (in its own chunk) while open. */
export function Thread({ role, collaborationId, otherName, initial, open }: Props) {
  const router = useRouter();
  const actions = ACTIONS[role];
  const read = useMemo(() => actions.read.bind(null, collaborationId), [actions, collaborationId]);
  const seen = useMemo(() => actions.seen.bind(null, collaborationId), [actions, collaborationId]);
  const [messages, setMessages] = useState(initial.messages);
  const [prevCursor, setPrevCursor] = useState(initial.prevCursor);
  const list = useRef<HTMLDivElement>(null);
  const last = useRef(initial.messages.at(-1)?.cursor ?? '0');
  useEffect(() => {
    last.current = messages.at(-1)?.cursor ?? '0';
  }, [messages]);

  const { execute: markSeen } = useServerAction(seen);
  const unseenFromOther = messages.some((m) => m.sender.role !== role && !m.seenAt);
  useEffect(() => {
    if (!unseenFromOther) return;
    const mark = () => {
      if (document.visibilityState === 'visible') markSeen(undefined as never);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unseenFromOther, markSeen]);

  const scrollToEnd = useCallback(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);
  useEffect(scrollToEnd, [messages.length, scrollToEnd]);

  const catchUp = useCallback(async () => {
    const result = await read({ after: last.current, limit: 100 } as never);
    const data = result?.data;
    if (!data) return;
    setMessages((prev) => merge(prev, data.messages));
    router.refresh();
  }, [read, router]);

  // The tab's one stream carries this collaboration's events along with the badges'.
  useEventStream(
    {
      message: (m) => setMessages((prev) => merge(prev, [m as MessageJson])),
      seen: (e) => {
        const by = (e as { by: Role }).by;
        if (by === role) return;
        const at = new Date().toISOString();
        setMessages((prev) => prev.map((m) => (m.sender.role === role && !m.seenAt ? { ...m, seenAt: at } : m)));
      },
      status: () => router.refresh(),
      resync: () => void catchUp(),
    },
    { role, collaborationId, renew: catchUp, onReconnect: () => void catchUp() },
  );

  const { execute: loadOlder, isPending: loadingOlder } = useServerAction(read, {
    onSuccess: ({ data }) => {
      setMessages((prev) => merge(prev, data.messages));
      setPrevCursor(data.prevCursor);
    },
    onError: () => toast.error('Could not load older messages'),
  });

  return (
    <section className={`card stack ${styles.thread}`} aria-labelledby="thread-title">
      <h2 id="thread-title">Messages with {otherName}</h2>
      {prevCursor ? (
        <Button variant="ghost" size="s" busy={loadingOlder} busyLabel="Loading..." onClick={() => loadOlder({ before: prevCursor, limit: 50 } as never)}>
          Load older messages
        </Button>
      ) : null}
      <div ref={list} className={styles.messages} role="log" aria-live="polite" aria-label={`Messages with ${otherName}`} data-testid="thread">
        <ol className={styles.messageList}>
          {messages.length === 0 ? <li className="muted small">No messages yet. Say hello or ask a question.</li> : null}
          {messages.map((m) => {
            const mine = m.sender.role === role;
            return (
              <li key={m._id} className={`${styles.bubble} ${mine ? styles.mine : ''}`} data-testid="message">
                <span className="visually-hidden">{mine ? 'You' : otherName}: </span>
                {m.text ? <p className={styles.bubbleText}>{linkify(m.text)}</p> : null}
                {m.attachments.length > 0 ? (
                  <div className={styles.thumbs}>
                    {m.attachments.map((a) => (
                      <a key={a} href={mediaUrl(a)!} target="_blank" rel="noopener noreferrer">
                        <UploadImage src={mediaUrl(a)!} alt="Attached image" width={96} height={96} />
                      </a>
                    ))}
                  </div>
                ) : null}
                <p className={styles.bubbleMeta}>
                  <time dateTime={m.createdAt} title={formatDateTimeIst(m.createdAt)}>
                    {formatTimeIst(m.createdAt)}
                  </time>
                  {mine && m.seenAt ? ' · Seen' : ''}
                </p>
                {mine ? null : (
                  <ReportButton
                    role={role}
                    target={{ kind: 'message', id: m._id, what: `this message from ${otherName}` }}
                    label={`message from ${otherName} at ${formatTimeIst(m.createdAt)}`}
                  />
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {open ? (
        <Composer role={role} collaborationId={collaborationId} otherName={otherName} onSent={(m) => setMessages((prev) => merge(prev, [m]))} />
      ) : (
        <p className="muted small">{THREAD_CLOSED}</p>
      )}
    </section>
  );
}
