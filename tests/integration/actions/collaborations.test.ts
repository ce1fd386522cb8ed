import { describe, expect, it } from 'vitest';
import {
  cancelAsCreatorAction,
  goLiveAction,
  markBrandThreadSeenAction,
  readCreatorThreadAction,
  reviewSubmissionAction,
  sendBrandMessageAction,
  sendCreatorMessageAction,
  submitContentAction,
} from '@/lib/collaborations/actions';
import { COMMENT_REQUIRED, MESSAGE_EMPTY, SUBMISSION_EMPTY, THREAD_CLOSED } from '@/lib/collaborations/messages';
import { callAction, sessionCookies } from '../../helpers/actions';
import { revalidated } from '../../helpers/action-request';
import { pngFile } from '../../helpers/http';
import { collaborationIn, eventsOf, messagesOf, stageOf, UNKNOWN_ID } from '../collaborations/support';

// The collaboration page's forms and buttons: bound to their collaboration, the same schemas and
// services as /api/collaborations/{id}/..., their refusals shaped for useActionForm.

type Loose = (...args: unknown[]) => Promise<never>;
const as = (role: 'brand' | 'creator', account: { accessToken: string; refreshToken?: string }) => ({ cookies: sessionCookies(role, account) });
const bound =
  (action: unknown, ...args: unknown[]) =>
  (input: unknown) =>
    (action as Loose)(...args, input);
/** The first message of next-safe-action's validation errors for a field path. */
const fieldError = (errors: unknown, ...path: string[]) =>
  (path.reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as { _errors?: string[] } | undefined)?._errors?.[0];

describe('sending and reading the thread from the page', () => {
  it('sends text and images, marks the other side seen, and reads what the page missed', async () => {
    const s = await collaborationIn('active');
    const sent = await callAction(bound(sendCreatorMessageAction, s.id), { text: 'Hello!', attachments: [pngFile()] }, as('creator', s.creator));
    expect(sent.status).toBe(200);
    expect((sent.data as { sent: { text: string; attachments: string[] } }).sent).toMatchObject({
      text: 'Hello!',
      attachments: [expect.stringMatching(/^uploads\//)],
    });
    const before = revalidated.length;
    const seen = await callAction(bound(markBrandThreadSeenAction, s.id), undefined, as('brand', s.brand));
    expect(seen.data).toEqual({ seen: 1 });
    expect(revalidated.slice(before)).toContain('/brand/dashboard');
    const read = await callAction(bound(readCreatorThreadAction, s.id), { after: '0' }, as('creator', s.creator));
    expect(read.data).toMatchObject({ status: 'active', messages: [expect.objectContaining({ text: 'Hello!' })] });
  });

  it('an empty message is a field error; a closed thread refuses with its reason; nothing is stored', async () => {
    const s = await collaborationIn('active');
    const empty = await callAction(bound(sendBrandMessageAction, s.id), { text: '  ', attachments: [] }, as('brand', s.brand));
    expect(empty.status).toBe(400);
    expect(fieldError(empty.validationErrors, 'text')).toBe(MESSAGE_EMPTY);
    const closed = await collaborationIn('declined');
    const refused = await callAction(bound(sendCreatorMessageAction, closed.id), { text: 'Why?', attachments: [] }, as('creator', closed.creator));
    expect([refused.status, refused.message]).toEqual([409, THREAD_CLOSED]);
    expect(await messagesOf(s.id)).toEqual([]);
    expect(await messagesOf(closed.id)).toEqual([]);
  });

  it('a bound id that is not ours or not an id is refused as the API would', async () => {
    const s = await collaborationIn('active');
    expect((await callAction(bound(sendCreatorMessageAction, UNKNOWN_ID), { text: 'x', attachments: [] }, as('creator', s.creator))).status).toBe(404);
    expect((await callAction(bound(sendCreatorMessageAction, 'x'.repeat(100)), { text: 'x', attachments: [] }, as('creator', s.creator))).status).toBe(400);
    expect(
      (
        await callAction(
          bound(sendCreatorMessageAction, s.id),
          { text: 'x', attachments: [] },
          { ...as('creator', s.creator), headers: { 'sec-fetch-site': 'cross-site' } },
        )
      ).status,
    ).toBe(403);
    expect(await messagesOf(s.id)).toEqual([]);
  });
});

describe('the steps from the page', () => {
  it('submit needs images or a draft link, review of changes needs a comment, live needs https links: each next to its field', async () => {
    const s = await collaborationIn('active');
    const none = await callAction(bound(submitContentAction, s.id), { caption: 'v1', draftUrl: '', images: [] }, as('creator', s.creator));
    expect(fieldError(none.validationErrors, 'images')).toBe(SUBMISSION_EMPTY);
    const ok = await callAction(bound(submitContentAction, s.id), { caption: 'v1', draftUrl: '', images: [pngFile()] }, as('creator', s.creator));
    expect(ok.status).toBe(200);
    const submissionId = (ok.data as { submission: { _id: string } }).submission._id;
    const noComment = await callAction(bound(reviewSubmissionAction, s.id, submissionId), { decision: 'changes', comment: '' }, as('brand', s.brand));
    expect(fieldError(noComment.validationErrors, 'comment')).toBe(COMMENT_REQUIRED);
    expect((await stageOf(s.id)).stage).toBe('submitted');
    expect((await callAction(bound(reviewSubmissionAction, s.id, submissionId), { decision: 'approve', comment: '' }, as('brand', s.brand))).status).toBe(200);
    const http = await callAction(bound(goLiveAction, s.id), { postUrls: ['http://insecure.example/p'] }, as('creator', s.creator));
    expect(fieldError(http.validationErrors, 'postUrls', '0')).toMatch(/https/);
    expect((await stageOf(s.id)).stage).toBe('approved');
    expect((await eventsOf(s.id)).map((e) => e.kind)).toEqual(['submitted', 'content_approved']);
  });

  it('cancelling needs a reason; a step from the wrong state says which state it needs', async () => {
    const s = await collaborationIn('active');
    const noReason = await callAction(bound(cancelAsCreatorAction, s.id), { reason: '' }, as('creator', s.creator));
    expect(noReason.status).toBe(400);
    const live = await callAction(bound(goLiveAction, s.id), { postUrls: ['https://instagram.com/p/x'] }, as('creator', s.creator));
    expect(live.status).toBe(409);
    expect(live.message).toBe('You can share the live post only when the collaboration is “Content approved”; it is “Active”');
    expect((await callAction(bound(cancelAsCreatorAction, s.id), { reason: 'Unwell' }, as('creator', s.creator))).status).toBe(200);
    expect((await stageOf(s.id)).stage).toBe('cancelled');
  });
});
