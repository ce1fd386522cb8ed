import type { StaticImageData } from 'next/image';
import { StaticImage } from '@/components/ui/static-image';
import hero1 from '@/public/landing/hero-1.webp';
import hero2 from '@/public/landing/hero-2.webp';
import hero3 from '@/public/landing/hero-3.webp';
import hero4 from '@/public/landing/hero-4.webp';
import hero5 from '@/public/landing/hero-5.webp';
import { Carousel } from './carousel';
import styles from './landing.module.css';
import { ButtonLink } from '@/components/ui/button-link';

type HeroSlide = { id: number; img: StaticImageData; alt: string; subtitle: string; title: string; title2: string; tagline: string };

const SLIDES: HeroSlide[] = [
  {
    id: 1,
    img: hero1,
    alt: 'Two phones showing posts linked by a heart',
    subtitle: 'Influencer marketing, made simple',
    title: 'Where brands and creators',
    title2: 'Connect',
    tagline: 'Find partners by channel, requirements and interests, with search and analytics tools built in.',
  },
  {
    id: 2,
    img: hero2,
    alt: 'A grid of campaign cards',
    subtitle: 'For brands',
    title: 'Launch a campaign in',
    title2: 'Minutes',
    tagline: 'Post a brief with the platform, follower range and incentives; creators who fit ask to join.',
  },
  {
    id: 3,
    img: hero3,
    alt: 'A brand and a creator chatting',
    subtitle: 'For creators',
    title: 'Work with brands you',
    title2: 'Love',
    tagline: 'Browse open campaigns, request to join in one click and hear back fast.',
  },
  {
    id: 4,
    img: hero4,
    alt: 'A board of requests organised in columns',
    subtitle: 'One place for everything',
    title: 'Organise every request with',
    title2: 'Ease',
    tagline: 'Approve or decline creators, follow each request and keep every collaboration in view.',
  },
  {
    id: 5,
    img: hero5,
    alt: 'A chart of growing results',
    subtitle: 'The all-in-one platform',
    title: 'Scale campaigns that',
    title2: 'Grow',
    tagline: 'Traffic, media statistics and sales impact for the influencer and affiliate campaigns you run.',
  },
];

/** The hero carousel: five slides, autoplay every 4000 ms, each with the two audience buttons. */
export function Hero() {
  return (
    <div className={styles.hero}>
      <div className="container">
        <Carousel label="Highlights" delay={4000} speed={700} inertHidden loadOnFirstStep>
          {SLIDES.map((s, i) => (
            <div key={s.id} className={styles.heroSlide}>
              <div className={styles.heroText}>
                <p className="eyebrow">{s.subtitle}</p>
                <p className={styles.heroTitle}>
                  {s.title} <span className={styles.heroWord}>{s.title2}</span>
                </p>
                <p className={styles.heroTagline}>{s.tagline}</p>
                <div className={styles.heroActions}>
                  <ButtonLink href="/brand/dashboard" prefetch={false}>
                    I am brand
                  </ButtonLink>
                  <ButtonLink href="/creator/dashboard" variant="secondary" prefetch={false}>
                    I am creator
                  </ButtonLink>
                </div>
              </div>
              <div className={styles.heroArt}>
                <StaticImage
                  src={s.img}
                  alt={s.alt}
                  unoptimized
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className={styles.heroImage}
                />
              </div>
            </div>
          ))}
        </Carousel>
      </div>
    </div>
  );
}
