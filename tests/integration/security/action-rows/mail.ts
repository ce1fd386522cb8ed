import { expect } from 'vitest';
import { emailTopicsOn, saveEmailTopics } from '@/lib/mail/settings';
import { topicsOf } from '@/lib/mail/preferences';
import { unsubscribeToken } from '@/lib/mail/unsubscribe';
import { brandOnly, creatorOf, creatorOnly, same, type ActionRow } from './types';

// Each account chooses its own notification e-mails; nobody changes another's.

export const rows: ActionRow[] = [
  {
    action: 'mail/saveBrandEmailSettingsAction',
    what: "the caller brand's e-mail settings change, never another's",
    expect: brandOnly(200),
    input: () => ({ on: ['collaborations'] }),
    check: async (res, c) => {
      expect(res.data).toEqual({ message: 'E-mail settings saved', on: ['collaborations'] });
      expect(await emailTopicsOn(c.actor!)).toEqual(['collaborations']);
      await emailTopicsOnReset(c.actor!);
    },
    unchanged: async (c) => expect(await emailTopicsOn({ role: 'brand', id: c.fx.brand[c.owner].id })).toEqual(['requests', 'collaborations', 'messages']),
  },
  {
    action: 'mail/saveCreatorEmailSettingsAction',
    what: "the caller creator's e-mail settings change, never another's",
    expect: creatorOnly(200),
    input: () => ({ on: ['invitations'] }),
    check: async (res, c) => {
      expect(res.data).toEqual({ message: 'E-mail settings saved', on: ['invitations'] });
      expect(await emailTopicsOn(c.actor!)).toEqual(['invitations']);
      await emailTopicsOnReset(c.actor!);
    },
    unchanged: async (c) =>
      expect(await emailTopicsOn({ role: 'creator', id: c.fx.creator[c.owner].id })).toEqual(['decisions', 'invitations', 'collaborations', 'messages']),
  },
  {
    action: 'mail/unsubscribeAction',
    what: "an unsubscribe link's topic turns off for the account it names, whoever presses the button (the signed token is the proof)",
    expect: same(200),
    input: (c) => ({ token: unsubscribeToken({ role: 'creator', id: creatorOf(c).id, topic: 'messages' }) }),
    check: async (res, c) => {
      expect(res.data).toMatchObject({ role: 'creator', topic: 'messages' });
      expect(await emailTopicsOn({ role: 'creator', id: creatorOf(c).id })).toEqual(['decisions', 'invitations', 'collaborations']);
      await emailTopicsOnReset({ role: 'creator', id: creatorOf(c).id });
    },
  },
];

/** Back to every topic on, as the fixture's other rows expect. */
async function emailTopicsOnReset(actor: { role: 'brand' | 'creator'; id: string }) {
  await saveEmailTopics(actor, [...topicsOf(actor.role)]);
}
