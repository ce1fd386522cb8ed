import 'server-only';
import { REFRESH_PER_IP, REFRESH_PER_TOKEN, SIGNUPS_PER_IP } from '@/lib/auth/limits';
import type { Rule } from '@/lib/rate-limit';
import { exampleFlows } from '@/lib/openapi/document';
import { Prose } from './operation-view';
import { apiDoc, docTags, findOperationByKey, operationHref, tagHref } from './reference-data';
import { CodeBlock, TableBox } from './scroll-box';
import styles from './api-docs.module.css';

// The reference's first page (/docs/api), rendered once from the generated OpenAPI document and
// cached: the guide, the main flows, and every operation listed under its tag, linked to the
// tag's page. No client code, nothing fetched from another host.

const per = (r: Rule) => `${r.max} per ${r.windowSeconds >= 3600 ? `${r.windowSeconds / 3600} hour` : `${r.windowSeconds / 60} minutes`}`;

const LIMITS: [string, string][] = [
  ['Creator sign-up codes (`POST /api/creator/request-otp`)', '5 per address per hour; 20 per IP per hour'],
  ['Checking e-mailed codes (`verify-otp`, password reset)', '30 per IP per 15 minutes; 5 wrong tries burn a code'],
  [
    'Phone codes (`POST /api/phone/send-code`)',
    '5 per number and 20 per IP per 15 minutes; `POST /auth/numberVerification` 30 per IP per 15 minutes; 5 wrong tries burn a code',
  ],
  ['Sign-ups (each role)', `${per(SIGNUPS_PER_IP)} per IP`],
  ['Failed sign-ins (all three logins together)', '10 per account and 30 per IP per 15 minutes'],
  ['Token refresh (`POST /api/{role}/token`, `/api/session/refresh`)', `${per(REFRESH_PER_TOKEN)} per refresh token; ${per(REFRESH_PER_IP)} per IP`],
  ['Password reset', '3 requests per address and 10 per IP per 15 minutes; 20 confirmations per IP per 15 minutes'],
  ['Brand e-mail change', '5 per brand per hour; 3 codes per mailbox per 15 minutes; 20 confirmations per brand per 15 minutes'],
  ['Invitations', '50 per brand in any 24 hours (a shortlist batch counts each creator)'],
  ['Messages in a collaboration', '30 per minute per account'],
  ['Content versions', '30 per hour per account'],
  ['Order confirmation e-mails', '20 per brand per hour'],
  ['Image uploads', 'at most 2 decoded at once per account or address; the server queues 16 (then 429)'],
];

/** The errors table: every `code` of the document's `x-error-codes` (lib/error-codes.ts), its status and meaning. */
const errorRows = (): string[][] => apiDoc()['x-error-codes'].map(({ code, status, meaning }) => [`\`${code}\``, String(status), meaning]);

/** Where a flow's step (`POST /api/campaign/[id]/request`) is documented. */
function stepHref(key: string): string {
  const found = findOperationByKey(key);
  return found ? operationHref(found.tag, found.operation.op) : '';
}

function Table({ head, rows, caption }: { head: string[]; rows: string[][]; caption: string }) {
  return (
    <TableBox>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">
                <Prose text={first} />
              </th>
              {rest.map((cell, i) => (
                <td key={i}>
                  <Prose text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

const GUIDE = [
  ['tokens', 'Getting tokens'],
  ['refresh', 'Refreshing'],
  ['errors', 'Errors'],
  ['limits', 'Rate limits'],
  ['cors', 'CORS'],
  ['flows', 'Main flows'],
] as const;

export function ApiReference() {
  const doc = apiDoc();
  const tags = docTags();
  const count = tags.reduce((n, t) => n + t.operations.length, 0);

  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label="On this page">
        <h2 className={styles.tocTitle}>On this page</h2>
        <ul>
          {GUIDE.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
          <li>
            <a href="#operations">Operations</a>
          </li>
        </ul>
      </nav>

      <div className={styles.content}>
        <p className={styles.lead}>
          <Prose text={doc.info.description} />
        </p>
        <p>
          {count} operations. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1, generated from the schemas the
          routes validate with; load it into any OpenAPI tool).
        </p>

        <section aria-labelledby="tokens">
          <h2 id="tokens">Getting tokens</h2>
          <p>
            Sign in with <code>POST /api/brand/login</code> or <code>POST /api/creator/login</code> (JSON <code>{'{email, password}'}</code>), or{' '}
            <code>POST /api/auth/login</code> for either role (the account decides; the answer adds <code>role</code> and <code>redirectTo</code>). Signing up
            answers the same way (<code>201</code>). The answers:
          </p>
          <CodeBlock
            value={`brand:   { "accessToken": "…", "refreshToken": "…", "user": { "_id": "…", "brandName": "…", … }, "message": "Login successful" }
creator: { "accessToken": "…", "refreshToken": "…", "Creator": { "_id": "…", "name": "…", … }, "message": "Login successful" }`}
          />
          <p>
            Send the access token on every call as <code>Authorization: Bearer &lt;accessToken&gt;</code>. It lasts 15 minutes by default; the refresh token 30
            days. Browsers get the same session as httpOnly cookies (<code>brand_access</code>, <code>brand_refresh</code>, <code>creator_access</code>,{' '}
            <code>creator_refresh</code>): every route that takes a token also takes its role’s cookie from this site.
          </p>
        </section>

        <section aria-labelledby="refresh">
          <h2 id="refresh">Refreshing</h2>
          <p>
            API clients: <code>POST /api/brand/token</code> or <code>POST /api/creator/token</code> with <code>{'{"token": "<refreshToken>"}'}</code> answers{' '}
            <code>{'{"accessToken": "…"}'}</code>; the refresh token stays valid until it expires or you sign out (
            <code>POST /api/session/logout?role=brand</code> with <code>{'{"token": "<refreshToken>"}'}</code>). A password reset signs every session out.
          </p>
          <p>
            Browsers: <code>POST /api/session/refresh?role=creator</code> rotates the refresh cookie and sets new cookies (the web client calls it after a{' '}
            <code>401</code>); <code>GET /api/session/refresh?role=creator&amp;next=/creator/dashboard</code> does the same and redirects back.
          </p>
        </section>

        <section aria-labelledby="errors">
          <h2 id="errors">Errors</h2>
          <p>
            Every error is JSON <code>{'{"code": "validation_failed", "message": "…", "fields": {"email": "…"}}'}</code> (<code>fields</code> only when one
            field is at fault). A program branches on <code>code</code>, which stays the same; <code>message</code> is for people and may change. Server actions
            answer the same <code>code</code> in <code>serverError</code>. Each operation below lists the statuses it can answer.
          </p>
          <Table head={['Code', 'Status', 'Meaning']} rows={errorRows()} caption="Error codes" />
        </section>

        <section aria-labelledby="limits">
          <h2 id="limits">Rate limits</h2>
          <p>
            Past a limit the answer is <code>429</code> with a <code>Retry-After</code> header and a <code>message</code>. Limits count per client address (as
            the proxy in front of us reports it) and per account or address.
          </p>
          <Table head={['What', 'Limit']} rows={LIMITS} caption="Rate limits" />
        </section>

        <section aria-labelledby="cors">
          <h2 id="cors">CORS</h2>
          <p>
            Browsers on other sites may call the API (every path under <code>/api</code> and <code>/auth/numberVerification</code>) only from the origins the
            server lists in <code>API_CORS_ORIGINS</code> (comma-separated, none by default), with bearer tokens: cookies are never allowed cross-origin.
            Preflights allow <code>GET, POST, PUT, PATCH, DELETE, OPTIONS</code> and the headers <code>Authorization, Content-Type</code> (cached 10 minutes). A
            write that a browser marks as coming from any other site is refused with <code>403</code>. Servers and scripts (no <code>Origin</code> header) are
            not affected.
          </p>
        </section>

        <section aria-labelledby="flows">
          <h2 id="flows">Main flows</h2>
          <p>Each step’s request and answer are shown as examples on its operation; a test replays them against the app.</p>
          {exampleFlows().map((flow) => (
            <div key={flow.name}>
              <h3 className={styles.flowTitle}>{flow.summary}</h3>
              <ol className={styles.flow}>
                {flow.steps.map((step) => (
                  <li key={`${step.op}-${step.name}`}>
                    <a href={stepHref(step.op)}>
                      <code>{step.op.replace(/\[(\w+)\]/g, '{$1}')}</code>
                    </a>{' '}
                    {step.summary}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>

        <section aria-labelledby="operations">
          <h2 id="operations">Operations</h2>
          <p>Each group of operations has its own page, with every operation’s parameters, body, answers and examples.</p>
          {/* The anchors of the reference as one page (#tag-campaigns, #postApiCampaignCreate) stay, and lead on. */}
          {tags.map((t) => (
            <div key={t.slug}>
              <h3 id={`tag-${t.slug}`} className={styles.flowTitle}>
                <a href={tagHref(t)}>{t.name}</a>
              </h3>
              <ul className={styles.index}>
                {t.operations.map(({ method, path, op }) => (
                  <li key={op.operationId} id={op.operationId}>
                    <a href={operationHref(t, op)}>
                      <code>
                        {method.toUpperCase()} {path}
                      </code>
                    </a>{' '}
                    {op.summary}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}
