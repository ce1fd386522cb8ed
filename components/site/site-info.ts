// Links and contact details of the public site, shared by the header, the mobile menu and the footer.

export type NavLink = { href: string; label: string; /** Extra words for screen readers where the label alone is ambiguous. */ context?: string };

export const MAIN_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/#contacts', label: 'Contacts' },
  { href: '/collaborate', label: 'Collaborate' },
];

export type RoleMenu = { role: 'brand' | 'creator'; label: string; links: NavLink[] };

const roleLinks = (role: 'brand' | 'creator', who: string): NavLink[] => [
  { href: `/${role}/dashboard`, label: 'Home', context: `${who} dashboard` },
  { href: `/${role}/signup`, label: 'Sign Up', context: `as a ${who.toLowerCase()}` },
  { href: `/${role}/login`, label: 'Login', context: `as a ${who.toLowerCase()}` },
  { href: '/#contacts', label: 'Contacts', context: `for ${who.toLowerCase()}s` },
];

/** A signed-in role's menu: its dashboard and the contacts (Sign Out is a button beside them). */
export const signedInLinks = (role: 'brand' | 'creator'): NavLink[] => {
  const who = role === 'brand' ? 'Brand' : 'Creator';
  return [
    { href: `/${role}/dashboard`, label: 'Dashboard', context: `${who.toLowerCase()}` },
    { href: '/#contacts', label: 'Contacts', context: `for ${who.toLowerCase()}s` },
  ];
};

export const ROLE_MENUS: RoleMenu[] = [
  { role: 'brand', label: 'Brand', links: roleLinks('brand', 'Brand') },
  { role: 'creator', label: 'Creator', links: roleLinks('creator', 'Creator') },
];

/** Footer link lists (spec §2: both hold Home, About, Contact, Blog). */
export const FOOTER_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/#about', label: 'About' },
  { href: '/#contact', label: 'Contact' },
  { href: '/#blog', label: 'Blog' },
];

export const IMPORTANT_EXTRA_LINKS: NavLink[] = [
  { href: '/collaborate', label: 'Brand Collaborations' },
  { href: '/login', label: 'Login' },
  { href: '/docs/api', label: 'API reference' },
];

/** The company's contact details shown in the footer and the contact section. */
export const CONTACT = {
  street: '4th Floor, Ganpati Plaza, MI Road',
  city: 'Jaipur, Rajasthan 302001, India',
  phoneDisplay: '+91 141 400 7788',
  phoneHref: 'tel:+911414007788',
};

export const SOCIAL = {
  instagram: 'https://www.instagram.com/collabmarket',
  facebook: 'https://www.facebook.com/collabmarket',
  twitter: 'https://x.com/collabmarket',
};
