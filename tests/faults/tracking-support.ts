import { ask, campaignForm, signUpBrand, signUpCreator, type Account, type Server } from './support';

// A tracked link on a running server, made through the API: a campaign with a destination, a
// creator's request, the brand's approval, and the collaboration's trackingUrl.

export async function trackedLink(server: Server): Promise<{ code: string; collaborationId: string; campaignId: string; brand: Account }> {
  const brand = await signUpBrand(server);
  const creator = await signUpCreator(server);
  const form = await campaignForm(`Clicks ${Date.now()}`);
  form.append('destinationUrl', 'https://shop.example/landing?ref=faults');
  const made = await ask(server.url, '/api/campaign/create', { form, token: brand.accessToken });
  if (made.status !== 201) throw new Error(`campaign ${made.status} ${JSON.stringify(made.data)}`);
  const campaignId = (made.data.campaign as { _id: string })._id;
  const asked = await ask(server.url, `/api/campaign/${campaignId}/request`, { method: 'POST', token: creator.accessToken });
  if (asked.status !== 201) throw new Error(`request ${asked.status} ${JSON.stringify(asked.data)}`);
  const collaborationId = (asked.data.request as { _id: string })._id;
  const approved = await ask(server.url, `/api/campaign/${campaignId}/approve`, { json: { influencerId: creator.id }, token: brand.accessToken });
  if (approved.status !== 200) throw new Error(`approve ${approved.status} ${JSON.stringify(approved.data)}`);
  const detail = await ask(server.url, `/api/collaborations/${collaborationId}`, { token: creator.accessToken });
  const trackingUrl = (detail.data.collaboration as { trackingUrl: string | null }).trackingUrl;
  if (!trackingUrl) throw new Error(`no trackingUrl: ${JSON.stringify(detail.data)}`);
  return { code: new URL(trackingUrl).pathname.split('/').pop()!, collaborationId, campaignId, brand };
}

export type Burst = { clickIds: Set<string>; other: Map<string, number>; stop: () => Promise<void> };

/**
 * `clients` concurrent visitors each clicking the link in a loop until stopped (or until the
 * server refuses them): the ids (`cm_click`) of every click answered 302, and a tally of every
 * other outcome.
 */
export function clickBurst(base: string, code: string, clients: number): Burst {
  const clickIds = new Set<string>();
  const other = new Map<string, number>();
  let stopped = false;
  const tally = (k: string) => other.set(k, (other.get(k) ?? 0) + 1);
  const client = async (i: number) => {
    let refused = 0;
    while (!stopped && refused < 20) {
      try {
        const res = await fetch(`${base}/r/${code}`, {
          redirect: 'manual',
          headers: {
            'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 client-${i}`,
            'x-forwarded-for': `10.9.${i}.${clickIds.size % 250}`,
          },
          signal: AbortSignal.timeout(20_000),
        });
        await res.arrayBuffer();
        if (res.status === 302) {
          const id = new URL(res.headers.get('location')!).searchParams.get('cm_click');
          if (!id) throw new Error('302 without cm_click');
          clickIds.add(id);
        } else tally(String(res.status));
        refused = 0;
      } catch (err) {
        tally(`network: ${(err as Error).cause ? String((err as { cause: { code?: string } }).cause.code) : (err as Error).name}`);
        refused++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const all = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    clickIds,
    other,
    stop: async () => {
      stopped = true;
      await all;
    },
  };
}
