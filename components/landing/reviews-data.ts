import type { StaticImageData } from 'next/image';
import avatar1 from '@/public/landing/avatar-1.webp';
import avatar2 from '@/public/landing/avatar-2.webp';
import avatar3 from '@/public/landing/avatar-3.webp';
import avatar4 from '@/public/landing/avatar-4.webp';
import avatar5 from '@/public/landing/avatar-5.webp';
import type { Platform } from '@/components/site';

// SAMPLE CONTENT (spec §2 {user_content}): these reviews illustrate the section; they are not
// quotes from real customers. Replace them with real, consented reviews before launch.

type BrandReview = { image: StaticImageData; name: string; date: string; text: string; platformLogo: Platform; rating: number };
type CreatorReview = { image: StaticImageData; username: string; text: string };

export const BRAND_REVIEWS: BrandReview[] = [
  {
    image: avatar1,
    name: 'Ananya Kapoor',
    date: '2025-03-12',
    text: 'We filled our Diwali campaign with twelve creators in a week. Seeing every request in one list saved our team hours.',
    platformLogo: 'Instagram',
    rating: 5,
  },
  {
    image: avatar2,
    name: 'Vikram Rao',
    date: '2025-02-27',
    text: 'Filtering by platform and follower range meant we only talked to creators who fit. Approvals take a click.',
    platformLogo: 'YouTube',
    rating: 4,
  },
];

export const CREATOR_REVIEWS: CreatorReview[] = [
  { image: avatar3, username: '@travelwithtara', text: 'I asked to join three travel campaigns on a Sunday and heard back from two by Tuesday.' },
  { image: avatar4, username: '@chef.kabir', text: 'Clear briefs, clear incentives. I know exactly what a brand expects before I ask to join.' },
  { image: avatar5, username: '@techwithmeera', text: 'The notifications tell me straight away when I am approved, so I can plan my content calendar.' },
];
