import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { SOCIAL_LINKS } from '../../../config/social';
import { type AuthState, useAuthStore } from '../../auth';
import { SubscribeForm } from '../../subscription';
import { scrollToTopSoon } from '../helpers/scrollToTopSoon';
import { FooterLinkGroup } from './FooterLinkGroup';
import { SocialIcon } from './SocialIcon';
import './Footer.css';

const EXPLORE_LINKS = [
  { to: '/', key: 'footer.links.home' },
  { to: '/pluniverse', key: 'footer.links.pluniverse' },
  { to: '/sanctuary', key: 'footer.links.sanctuary' },
  { to: '/tutoriales', key: 'footer.links.tutorials' },
  { to: '/contact', key: 'footer.links.contact' },
] as const;

const ACCOUNT_LINKS = [
  { to: '/register', key: 'footer.links.register' },
  { to: '/login', key: 'footer.links.login' },
  { to: '/blog', key: 'footer.links.blog' },
  { to: '/faq', key: 'footer.links.faq' },
  { to: '/coliseum', key: 'footer.links.community' },
] as const;

/** The same group for a signed-in user: their profile instead of signing up or in. */
const SIGNED_IN_ACCOUNT_LINKS = [
  { to: '/profile', key: 'footer.links.profile' },
  ...ACCOUNT_LINKS.filter((link) => link.to !== '/register' && link.to !== '/login'),
] as const;

const selectSignedIn = (state: AuthState) => state.user !== null;

const LEGAL_LINKS = [
  { to: '/terms', key: 'footer.links.terms' },
  { to: '/privacy', key: 'footer.links.privacy' },
  { to: '/seguridad', key: 'footer.links.security' },
] as const;

/**
 * The site footer: brand, social links, the Architect sign-up and the link groups; a signed-in user
 * finds their profile where visitors find 'Registrarse' and 'Iniciar Sesión'.
 */
export function Footer() {
  const { t } = useTranslation();
  const signedIn = useAuthStore(selectSignedIn);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <section className="site-footer__brand">
          <Logo size={44} withName />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${social.id}`)}
                  title={t(`footer.social.${social.id}`)}
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
          <Link to="/tu-opinion" className="site-footer__feedback" onClick={scrollToTopSoon}>
            {t('footer.feedback')}
          </Link>
        </section>

        <SubscribeForm />

        <nav className="site-footer__explore" aria-labelledby="footer-explore-heading">
          <h2 id="footer-explore-heading" className="site-footer__heading">
            {t('footer.exploreHeading')}
          </h2>
          <div className="site-footer__groups">
            <FooterLinkGroup links={EXPLORE_LINKS} />
            <FooterLinkGroup links={signedIn ? SIGNED_IN_ACCOUNT_LINKS : ACCOUNT_LINKS} />
            <FooterLinkGroup title={t('footer.legalHeading')} links={LEGAL_LINKS} />
          </div>
        </nav>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
