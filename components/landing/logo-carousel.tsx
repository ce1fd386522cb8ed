import { StaticImage } from '@/components/ui/static-image';
import logo1 from '@/public/landing/logo-1.webp';
import logo2 from '@/public/landing/logo-2.webp';
import logo3 from '@/public/landing/logo-3.webp';
import logo4 from '@/public/landing/logo-4.webp';
import logo5 from '@/public/landing/logo-5.webp';
import logo6 from '@/public/landing/logo-6.webp';
import logo7 from '@/public/landing/logo-7.webp';
import logo8 from '@/public/landing/logo-8.webp';
import { Carousel } from './carousel';
import styles from './landing.module.css';

// SAMPLE CONTENT: fictional brands drawn for this page (scripts/make-landing-images.mts).
const LOGOS = [
  { img: logo1, name: 'Nimbus' },
  { img: logo2, name: 'Chai & Co' },
  { img: logo3, name: 'Pixelora' },
  { img: logo4, name: 'Verdant' },
  { img: logo5, name: 'Kite Labs' },
  { img: logo6, name: 'Saffron' },
  { img: logo7, name: 'OrbitFit' },
  { img: logo8, name: 'Lumen' },
];

// Slides shown by window width, as spec §9 puts it: 5, then 4 up to 1024 px, 3 up to 768,
// 2 up to 480 and 1 up to 320. Swiper counts from a minimum width, hence the +1. The slide CSS
// (.logoSlide) uses the same steps so the server-rendered row matches before swiper starts.
const PER_VIEW = { 0: 1, 321: 2, 481: 3, 769: 4, 1025: 5 };

/** The brands logo carousel: autoplay 2000 ms, speed 500 ms. */
export function LogoCarousel() {
  return (
    <section className={styles.logos} aria-labelledby="logos-heading">
      <div className="container">
        <h2 id="logos-heading" className={styles.logosTitle}>
          Brands of every size run campaigns here
        </h2>
        <Carousel label="Brand logos" delay={2000} speed={500} perView={PER_VIEW} slideClassName={styles.logoSlide}>
          {LOGOS.map((l) => (
            <div key={l.name} className={styles.logoCard}>
              <StaticImage src={l.img} alt={l.name} unoptimized className={styles.logoImage} />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
