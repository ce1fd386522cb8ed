import { BrandProfile } from '@/components/brand-profile/brand-profile';

export const metadata = { title: 'Brand profile' };

export default function BrandProfilePage() {
  return <BrandProfile />;
}
