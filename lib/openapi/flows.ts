// The example flows an API client follows from start to end, in the order /docs/api lists them.
// Their steps are the `examples` of the operations (each route's openapi.ts), numbered within
// their flow; the document shows each as its operation's request and response example, and
// tests/integration/openapi replays every flow against the app, in order, checking each answer
// against the documented schema. Values several steps share are in ./examples.ts.

export const FLOWS = [
  { name: 'creator-signup', summary: 'Creator sign-up with the e-mailed code' },
  { name: 'brand-signup', summary: 'Brand sign-up with the texted phone code' },
  { name: 'campaign', summary: 'Creating a campaign, requesting to join it, approving the request' },
  // Sales (issue 16): the brand makes the campaign's conversion key and hands it to its shop; the
  // creator's promo code comes with the collaboration; the shop's server reports an order (and, as
  // shops retry, the same order again: counted once); the brand reads the report.
  {
    name: 'conversions',
    summary: 'Reporting a sale: a conversion key for the shop, the creator’s promo code, the order reported (twice, counted once), the campaign report',
  },
] as const;

export type FlowName = (typeof FLOWS)[number]['name'];
