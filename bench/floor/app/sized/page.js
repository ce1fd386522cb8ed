// Static page the size of the product's landing page (HTML and inline RSC payload alike): the
// framework's static-page floor for a page of that many bytes. bench/run.mts builds this app with
// BENCH_SIZED_BYTES set to the landing page's size; each item adds about 451 bytes to a 4.3 KB page.
const ITEMS = Math.max(1, Math.round(((Number(process.env.BENCH_SIZED_BYTES) || 120_000) - 4300) / 451));
const text = 'A campaign card with a name, a brand, incentives and a description, as a landing page shows many of them.';

export default function Sized() {
  return (
    <main>
      <ul>
        {Array.from({ length: ITEMS }, (_, i) => (
          <li key={i} className={`item item-${i % 7}`}>
            <h3>Section {i}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
