// Static page: the framework's static-page floor for the landing page comparison.
export default function Page() {
  return <main>floor</main>;
}
