// Static pages of given sizes (HTML and inline RSC payload alike): the framework's static-page
// floor for a page of that many bytes, one per page the bench measures. bench/run.mts builds this
// app with BENCH_SIZED_BYTES set to the measured pages' sizes (comma-separated) and serves
// `/sized/<bytes>`: within 1 % of that size from 20 KB up, 4 % at 7 KB. Each item adds about ITEM
// bytes to a BASE-byte page; a padding paragraph, whose text the page carries twice (HTML and
// payload), makes up the rest. ASCII only: a byte beyond ASCII makes Next.js convert the whole
// page to UTF-8 per request (README, Performance).
const BASE = 5140;
const ITEM = 450;
const SIZES = (process.env.BENCH_SIZED_BYTES || '120000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const text = 'A campaign card with a name, a brand, incentives and a description, as a landing page shows many of them.';

export const dynamicParams = false;

export function generateStaticParams() {
  return SIZES.map((n) => ({ n: String(n) }));
}

export default async function Sized({ params }) {
  const bytes = Number((await params).n);
  const items = Math.max(0, Math.floor((bytes - BASE) / ITEM));
  const pad = Math.max(0, Math.round((bytes - BASE - items * ITEM) / 2));
  return (
    <main>
      <ul>
        {Array.from({ length: items }, (_, i) => (
          <li key={i} className={`item item-${i % 7}`}>
            <h3>Section {i}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <p>{'x'.repeat(pad)}</p>
    </main>
  );
}
