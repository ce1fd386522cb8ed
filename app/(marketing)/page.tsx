export default function Home() {
  return <main id="main">CollabMarket</main>;
}
