import { Banner } from '@/components/landing/banner';
import { BrandsProducts } from '@/components/landing/brands-products';
import { ContactBand } from '@/components/landing/contact-band';
import { Hero } from '@/components/landing/hero';
import { LogoCarousel } from '@/components/landing/logo-carousel';
import { Reviews } from '@/components/landing/reviews';
import { Welcome } from '@/components/landing/welcome';
import { publicMetadata } from '@/components/site/metadata';

export const metadata = publicMetadata({
  title: 'CollabMarket: influencer marketing for brands and creators',
  absolute: true,
  description:
    'The all-in-one platform to scale influencer and affiliate marketing campaigns. Brands find creators by channel, requirements and interests; creators browse campaigns and ask to join in one click.',
  path: '/',
});

export default function LandingPage() {
  return (
    <main id="main">
      <h1 className="visually-hidden">CollabMarket: the marketplace for brands and influencer creators</h1>
      <Hero />
      <Banner />
      <BrandsProducts />
      <Welcome />
      <Reviews />
      <LogoCarousel />
      <ContactBand />
    </main>
  );
}
