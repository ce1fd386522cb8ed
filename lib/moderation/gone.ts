import 'server-only';
import { NextRequest } from 'next/server';
import { readActor } from '@/lib/http/caller';
import { getCampaign } from '@/lib/campaigns/queries';
import { escapeHtml } from '@/lib/mail/html';
import { contentSecurityPolicy } from '@/lib/security/csp.mjs';
import { CAMPAIGN_GONE } from './messages';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | CollabMarket</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;line-height:1.5}main{max-width:36rem;margin:0 auto}a{color:inherit}</style></head>
<body><main id="main"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/collaborate">Browse open campaigns</a></p></main></body></html>`;

/**
 * `/campaigns/{id}/gone`, where a hidden campaign's page sends its visitors: 410 with a short
 * explanation; its own brand (signed in) also reads the operator's reason. A campaign that is not
 * hidden (restored since) goes back to its page; an unknown one is a 404.
 */
export async function goneCampaignPage(incoming: Request, id: string): Promise<Response> {
  const req = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
  const campaign = await getCampaign(id);
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': contentSecurityPolicy() };
  if (!campaign) return new Response(page('Page Not Found', '<p>There is no such campaign.</p>'), { status: 404, headers });
  if (!campaign.unlisted) return Response.redirect(new URL(`/campaigns/${campaign._id}`, req.url), 307);
  const { actor } = await readActor(req, ['brand']);
  const owner = actor?.id === campaign.brandId;
  const reason = owner && campaign.unlisted.hiddenReason ? `<p>The reason CollabMarket gave: “${escapeHtml(campaign.unlisted.hiddenReason)}”</p>` : '';
  return new Response(page('Campaign removed', `<p>${escapeHtml(CAMPAIGN_GONE)}</p>${reason}`), { status: 410, headers });
}
