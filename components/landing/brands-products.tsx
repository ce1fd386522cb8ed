import { StaticImage } from '@/components/ui/static-image';
import collaboration from '@/public/landing/feature-collaboration.webp';
import invitations from '@/public/landing/feature-invitations.webp';
import engage from '@/public/landing/feature-engage.webp';
import organise from '@/public/landing/feature-organise.webp';
import reporting from '@/public/landing/feature-reporting.webp';
import styles from './landing.module.css';
import { ButtonLink } from '@/components/ui/button-link';

// Each Browse button leads to the place where the feature lives (the spec's buttons did nothing).
const FEATURES = [
  {
    title: 'Brand Collaboration',
    text: 'Find creators by channel, requirements and interests. Post a campaign with its platform, follower range and incentives.',
    href: '/brand/dashboard/campaign-setting',
    img: collaboration,
  },
  {
    title: 'Get invitations to collab',
    text: 'Sign up as a creator, keep your profile current and hear from brands that want to work with you.',
    href: '/creator/signup',
    img: invitations,
  },
  {
    title: 'Engage with brands directly',
    text: 'Browse open campaigns and ask to join in one click. No agency in the middle.',
    href: '/collaborate',
    img: engage,
  },
  {
    title: 'Organise and Manage easily',
    text: 'Every request in one list: approve or decline creators, and each one hears back by e-mail and in the app.',
    href: '/brand/dashboard/notifications',
    img: organise,
  },
  {
    title: 'In Depth Reporting',
    text: 'Follow traffic, media statistics and the sales impact of your campaigns from your dashboard.',
    href: '/brand/dashboard',
    img: reporting,
  },
];

/** The Brands Products section: five feature blocks, each with a Browse button. */
export function BrandsProducts() {
  return (
    <section className={styles.section} aria-labelledby="products-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <p className="eyebrow">Brands Products</p>
          <h2 id="products-heading" className={styles.sectionTitle}>
            Everything a campaign needs, in one place
          </h2>
          <p className={styles.sectionLead}>The all-in-one platform to scale influencer and affiliate marketing campaigns.</p>
        </div>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.title} className={`card ${styles.feature}`}>
              <StaticImage src={f.img} alt="" unoptimized className={styles.featureImage} />
              <h3>{f.title}</h3>
              <p className="muted">{f.text}</p>
              <ButtonLink href={f.href} variant="secondary" size="s" prefetch={false}>
                Browse<span className="visually-hidden"> {f.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
