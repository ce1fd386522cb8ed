import { redirect } from 'next/navigation';
import { BrandProfile } from '@/components/brand-profile/brand-profile';
import { currentBrand } from '@/lib/brands/current';
import { getBrandProfile } from '@/lib/brands/service';
import { phonePublicConfig } from '@/lib/phone/public-config';

export const metadata = { title: 'Brand profile' };

export default async function BrandProfilePage() {
  const current = await currentBrand();
  if (!current) redirect('/brand/signup');
  return <BrandProfile initial={await getBrandProfile(current.actor)} phoneConfig={phonePublicConfig()} />;
}
