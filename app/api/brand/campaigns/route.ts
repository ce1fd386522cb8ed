import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { listBrandCampaigns } from '@/lib/campaigns/service';

// The signed-in brand's own campaigns (open and closed) with request counts; private, never cached.
export const GET = route({ auth: 'brand' }, async ({ actor }) =>
  NextResponse.json({ campaigns: await listBrandCampaigns(actor) }, { headers: { 'Cache-Control': 'private, no-store' } }),
);
