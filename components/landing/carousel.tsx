import { HydrateOnView } from '@/components/ui/hydrate-on-view';
import { CarouselIsland, type CarouselProps } from './carousel-island';

/**
 * A carousel that is complete HTML from the server (the first slides show at once, no layout
 * shift). It hydrates when it comes near the viewport or is touched, and fetches swiper when it
 * comes into view (carousel-island.tsx): a carousel below the fold costs nothing at load.
 */
export function Carousel(props: CarouselProps) {
  return (
    <HydrateOnView>
      <CarouselIsland {...props} />
    </HydrateOnView>
  );
}
