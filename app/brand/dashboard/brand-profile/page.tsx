import { redirect } from 'next/navigation';
import { BrandProfile } from '@/components/brand-profile/brand-profile';
import { currentBrand } from '@/lib/brands/current';
import { getBrandProfile } from '@/lib/brands/service';
import { phonePublicConfig } from '@/lib/phone/public-config';
import { emailTopicsOn } from '@/lib/mail/settings';
import { EmailSettings } from '@/components/profile/email-settings';

export const metadata = { title: 'Brand profile' };

export default async function BrandProfilePage() {
  const current = await currentBrand();
  if (!current) redirect('/brand/signup');
  const [profile, topics] = await Promise.all([getBrandProfile(current.actor), emailTopicsOn(current.actor)]);
  return (
    <div className="stack">
      <BrandProfile initial={profile} phoneConfig={phonePublicConfig()} />
      <EmailSettings role="brand" initialOn={topics} />
    </div>
  );
}
