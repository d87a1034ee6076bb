import { PRODUCT_SLUG } from './product';

export interface SocialLink {
  id: 'x' | 'instagram' | 'discord' | 'linkedin';
  href: string;
}

/** The product's community channels, shown in the footer. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'x', href: `https://x.com/${PRODUCT_SLUG}` },
  { id: 'instagram', href: `https://www.instagram.com/${PRODUCT_SLUG}` },
  { id: 'discord', href: `https://discord.gg/${PRODUCT_SLUG}` },
  { id: 'linkedin', href: `https://www.linkedin.com/company/${PRODUCT_SLUG}` },
];
