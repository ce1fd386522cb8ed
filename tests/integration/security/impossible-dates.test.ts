import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as brandReport } from '@/app/api/brand/report/route';
import { GET as campaignReport } from '@/app/api/campaign/[id]/report/route';
import { GET as collaborationReport } from '@/app/api/collaborations/[id]/report/route';
import { GET as collaborations } from '@/app/api/collaborations/route';
import { GET as campaignList } from '@/app/api/campaign/route';
import { GET as directory } from '@/app/api/creators/route';
import { isCursorTime } from '@/lib/cursor-time';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';

// Dates and keyset cursors that PostgreSQL would refuse (year 0, month 13, hour 99) are answered
// 400 with a message before any query: a 500 here was a finding of security round 3.

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const IMPOSSIBLE = ['0000-01-01 00:00:00+00', '2026-13-45 99:99:99+00', '2026-02-29 10:00:00+00', '2026-01-01 10:00:60+00', '2026-01-01 10:00:00+16'];

describe('isCursorTime', () => {
  it.each(IMPOSSIBLE)('refuses %s', (t) => expect(isCursorTime(t)).toBe(false));
  it.each(['2026-11-26 11:49:07.123456+00', '2024-02-29 23:59:59+05:30', '0001-01-01 00:00:00+00', '9999-12-31 23:59:59-15:59:59'])('takes %s', (t) =>
    expect(isCursorTime(t)).toBe(true),
  );
});

describe('impossible dates and cursors answer 400 with a message', () => {
  let brandToken = '';
  let creatorToken = '';
  let campaignId = '';
  let collabId = '';
  beforeAll(async () => {
    const brand = await createBrand();
    const creator = await createCreator();
    const campaign = await createCampaign(brand.brand.id);
    const request = await createRequest(campaign.id, creator.creator.id, 'approved');
    brandToken = brand.accessToken;
    creatorToken = creator.accessToken;
    campaignId = campaign.id;
    collabId = request.id;
  });

  const ranges = ['from=0000-01-01&to=0000-12-31', 'to=0001-01-05', 'from=1999-12-31&to=2000-01-10', 'from=2026-01-01&to=2101-01-01'];

  it.each(ranges)('the brand report over %s', async (range) => {
    const res = await call(brandReport, { url: `/api/brand/report?${range}`, token: brandToken });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/between 2000-01-01 and 2100-12-31/);
  });

  it.each(ranges)("a campaign's report over %s", async (range) => {
    const res = await call(campaignReport, { url: `/api/campaign/${campaignId}/report?${range}`, token: brandToken, params: { id: campaignId } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBeTruthy();
  });

  it.each(ranges)("a collaboration's report over %s", async (range) => {
    const res = await call(collaborationReport, { url: `/api/collaborations/${collabId}/report?${range}`, token: creatorToken, params: { id: collabId } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBeTruthy();
  });

  it.each(IMPOSSIBLE)('the collaborations list after a cursor at %s', async (t) => {
    const res = await call(collaborations, { url: `/api/collaborations?after=${b64([t, crypto.randomUUID()])}`, token: brandToken });
    expect(res.status).toBe(400);
    expect(res.data.message).toBeTruthy();
  });

  it.each(IMPOSSIBLE)('the campaign list after a cursor at %s', async (t) => {
    const res = await call(campaignList, { url: `/api/campaign?after=${b64([t, crypto.randomUUID()])}` });
    expect(res.status).toBe(400);
    expect(res.data.message).toBeTruthy();
  });

  it.each(IMPOSSIBLE)('the creator directory after a cursor at %s', async (t) => {
    const res = await call(directory, { url: `/api/creators?sort=newest&after=${b64(['n', t, crypto.randomUUID()])}`, token: brandToken });
    expect(res.status).toBe(400);
    expect(res.data.message).toBeTruthy();
  });

  it('still answers the last day allowed and a real cursor', async () => {
    expect((await call(brandReport, { url: '/api/brand/report?from=2100-12-01&to=2100-12-31', token: brandToken })).status).toBe(200);
    const res = await call(collaborations, {
      url: `/api/collaborations?after=${b64(['2026-11-26 11:49:07.123456+00', crypto.randomUUID()])}`,
      token: brandToken,
    });
    expect(res.status).toBe(200);
  });
});
