// Static page the size of the product's landing page (HTML and inline RSC payload alike): the
// framework's static-page floor for a page of that many bytes. ITEMS is tuned so the prerendered
// HTML is about as large as the landing page's (bench/run.mts prints both sizes).
const ITEMS = 257;
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
