import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollToTopSoon } from '../helpers/scrollToTopSoon';

export interface FooterLinkGroupProps {
  title?: string;
  links: readonly { to: string; key: ParseKeys }[];
}

/** One column of footer links; following any of them lands at the top of the next page. */
export function FooterLinkGroup({ title, links }: FooterLinkGroupProps) {
  const { t } = useTranslation();
  return (
    <div className="site-footer__group">
      {title && <h3 className="site-footer__group-title">{title}</h3>}
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={scrollToTopSoon}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
