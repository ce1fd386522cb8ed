import { StaticImage } from '@/components/ui/static-image';
import banner1 from '@/public/landing/banner-1.webp';
import banner2 from '@/public/landing/banner-2.webp';
import banner3 from '@/public/landing/banner-3.webp';
import banner4 from '@/public/landing/banner-4.webp';
import { Carousel } from './carousel';
import styles from './landing.module.css';
import { ButtonLink } from '@/components/ui/button-link';

const IMAGES = [
  { img: banner1, alt: 'A camera ready to shoot' },
  { img: banner2, alt: 'A phone in a ring light' },
  { img: banner3, alt: 'A podcast microphone' },
  { img: banner4, alt: 'A travel photo' },
];

/** "Drive with Creators & Influencers": the headline beside an image carousel (3000 ms). */
export function Banner() {
  return (
    <section className={styles.banner} aria-labelledby="banner-heading">
      <div className={`container ${styles.bannerGrid}`}>
        <div>
          <p className={styles.eyebrowLight}>Creators & influencers</p>
          <h2 id="banner-heading" className={styles.bannerTitle}>
            Drive with Creators &amp; Influencers
          </h2>
          <p className={styles.bannerText}>
            Reach the audiences that trust the people they follow. Brands post a campaign once; creators across Instagram, YouTube, TikTok and Twitter ask to
            join.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink href="/collaborate" variant="inverse" prefetch={false}>
              Browse campaigns
            </ButtonLink>
            <ButtonLink href="/brand/signup" variant="outline-inverse">
              Start as a brand
            </ButtonLink>
          </div>
        </div>
        <Carousel label="Creator moments" delay={3000} speed={600} inertHidden className={styles.bannerCarousel}>
          {IMAGES.map((b) => (
            <StaticImage key={b.alt} src={b.img} alt={b.alt} unoptimized className={styles.bannerImage} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
