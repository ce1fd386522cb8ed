// Loaded on demand by the carousels (dynamic import), so swiper never weighs on the first load.
// Its stylesheet is not needed: the rules of it the carousel uses are in carousel.module.css.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export type { Swiper };

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [Autoplay], ...options });
}
