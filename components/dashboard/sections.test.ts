import { describe, expect, it } from 'vitest';
import { currentHref, sectionsOf } from './sections';

const at = (role: 'brand' | 'creator', path: string, unread = false) => {
  const sections = sectionsOf(role);
  const href = currentHref(
    sections.map((s) => s.href),
    path,
    unread,
  );
  return sections.find((s) => s.href === href)?.label;
};

describe('the dashboard section of an address', () => {
  it('is the longest matching path, so the overview is current only on its own page', () => {
    expect(at('brand', '/brand/dashboard')).toBe('Overview');
    expect(at('brand', '/brand/dashboard/campaign-setting')).toBe('Campaigns');
    expect(at('brand', '/brand/dashboard/campaign-setting/0b6c/report')).toBe('Campaigns');
    expect(at('brand', '/brand/dashboard/creators/shortlists/9')).toBe('Creators');
    expect(at('creator', '/creator/dashboard/invitations')).toBe('Invitations');
  });

  it('is Messages for the collaborations with unread messages, Collaborations otherwise', () => {
    expect(at('brand', '/brand/dashboard/collaborations', true)).toBe('Messages');
    expect(at('brand', '/brand/dashboard/collaborations')).toBe('Collaborations');
    expect(at('creator', '/creator/dashboard/collaborations/5f1', false)).toBe('Collaborations');
  });

  it('is none outside the dashboard (a prefix of a word is no match)', () => {
    expect(at('brand', '/brand/dashboardx')).toBeUndefined();
    expect(at('creator', '/brand/dashboard')).toBeUndefined();
  });

  it('gives each role the sections the issue names, the badge-carrying ones included', () => {
    expect(sectionsOf('brand').map((s) => s.label)).toEqual([
      'Overview',
      'Campaigns',
      'Requests',
      'Messages',
      'Collaborations',
      'Creators',
      'Reports',
      'Payments',
      'Profile',
    ]);
    expect(sectionsOf('creator').map((s) => s.label)).toEqual([
      'Overview',
      'Discover',
      'Invitations',
      'Messages',
      'Collaborations',
      'Notifications',
      'Payouts',
      'Packages',
      'Portfolio',
      'Profile',
    ]);
    expect(
      sectionsOf('brand')
        .filter((s) => s.badge)
        .map((s) => s.label),
    ).toEqual(['Requests', 'Messages']);
  });
});
