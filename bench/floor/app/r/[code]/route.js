import crypto from 'node:crypto';

// The floor of a tracked link: the same 302 as the product's /r/{code} (a destination with the
// same utm_ parameters and a fresh click id, the same headers), with no lookup and no recording.

export const dynamic = 'force-dynamic';

const target = 'https://shop.example/landing?utm_source=collabmarket&utm_medium=influencer&utm_campaign=monsoon-picks&utm_content=asha-verma&cm_click=';

export function GET() {
  return new Response(null, {
    status: 302,
    headers: {
      Location: target + crypto.randomUUID(),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}
