'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { SignOutButton } from './sign-out-button';
import { Button } from '@/components/ui/button';

type Props = { role: 'brand' | 'creator'; name: string; unread?: number };

/** The signed-in profile menu: Profile, Campaign Setting, Find creators and Shortlists (brands), Invitations (creators), Notification, Sign Out. */
export function ProfileMenu({ role, name, unread = 0 }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const base = `/${role}/dashboard`;
  const close = () => setOpen(false);
  return (
    <div className="menu" ref={root}>
      <Button variant="secondary" size="s" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span aria-hidden="true">●</span> <span className="menu-name">{name}</span>
        {unread > 0 ? (
          <span className="count-dot" aria-label={`${unread} unread notifications`}>
            {unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <ul className="menu-list" role="menu" aria-label="Profile menu">
          <li role="none">
            <Link role="menuitem" href={`${base}/${role}-profile`} onClick={close}>
              Profile
            </Link>
          </li>
          {role === 'brand' ? (
            <>
              <li role="none">
                <Link role="menuitem" href={`${base}/campaign-setting`} onClick={close}>
                  Campaign Setting
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" href={`${base}/creators`} onClick={close}>
                  Find creators
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" href={`${base}/creators/shortlists`} onClick={close}>
                  Shortlists
                </Link>
              </li>
            </>
          ) : (
            <li role="none">
              <Link role="menuitem" href={`${base}/invitations`} onClick={close}>
                Invitations
              </Link>
            </li>
          )}
          <li role="none">
            <Link role="menuitem" href={`${base}/notifications`} onClick={close}>
              Notification {unread > 0 ? <span className="count-dot">{unread}</span> : null}
            </Link>
          </li>
          <li role="none">
            <SignOutButton role={role} />
          </li>
        </ul>
      ) : null}
    </div>
  );
}
