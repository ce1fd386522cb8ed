import type { Brand } from '@/models';

/** The brand as the API shows it to its owner: the spec's fields, never the password hash. */
export type BrandJson = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  brandName: string;
  brandLogo: string | null;
  companyType: string;
  gstNo: string;
  address: string;
  createdAt: string;
};

export function toBrandJson(b: Brand): BrandJson {
  return {
    _id: b.id,
    name: b.name,
    email: b.email,
    phone: b.phone,
    brandName: b.brandName,
    brandLogo: b.brandLogo,
    companyType: b.companyType,
    gstNo: b.gstNo,
    address: b.address,
    createdAt: b.createdAt.toISOString(),
  };
}

/** The brand's profile page and `GET /api/brand/profile`. */
export type BrandProfileJson = Pick<BrandJson, '_id' | 'brandName' | 'email' | 'phone' | 'address' | 'brandLogo' | 'name' | 'companyType' | 'gstNo'> & {
  /** A new address waiting for the code mailed to it; `email` stays until then. */
  pendingEmail: string | null;
};

export function toBrandProfileJson(b: Brand): BrandProfileJson {
  const { _id, brandName, email, phone, address, brandLogo, name, companyType, gstNo } = toBrandJson(b);
  return { _id, brandName, email, phone, address, brandLogo, name, companyType, gstNo, pendingEmail: b.pendingEmail };
}
