import styles from './landing.module.css';
import { ButtonLink } from '@/components/ui/button-link';

const CARDS = [
  {
    id: 'brands',
    title: 'For Brands',
    points: ['Post campaigns with clear requirements', 'Review every creator who asks to join', 'Approve or decline in one click'],
    href: '/brand/dashboard',
  },
  {
    id: 'creators',
    title: 'For Creators',
    points: ['Browse open campaigns that fit your audience', 'Ask to join and follow each request', 'Keep a profile brands can trust'],
    href: '/creator/dashboard',
  },
];

/** The welcome section (the About anchor): what the marketplace does for each audience. */
export function Welcome() {
  return (
    <section id="about" className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="about-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <p className="eyebrow">Welcome</p>
          <h2 id="about-heading" className={styles.sectionTitle}>
            Welcome to CollabMarket
          </h2>
          <p className={styles.sectionLead}>
            A marketplace that connects brands and influencer creators for campaign collaborations. Brands find partners by channel, requirements and interests;
            creators find campaigns worth their audience.
          </p>
        </div>
        <div className={styles.welcomeGrid}>
          {CARDS.map((c) => (
            <article
              key={c.id}
              className={`card ${styles.welcomeCard} ${c.id === 'brands' ? styles.welcomeBrands : styles.welcomeCreators}`}
              aria-labelledby={`welcome-${c.id}`}
            >
              <h3 id={`welcome-${c.id}`}>{c.title}</h3>
              <ul>
                {c.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <ButtonLink href={c.href} prefetch={false}>
                Learn More<span className="visually-hidden"> {c.title.toLowerCase()}</span>
              </ButtonLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
