import { Outlet, useLocation } from 'react-router';
import { isChromelessPath } from '../helpers/isChromelessPath';
import { Footer } from './Footer';
import { Header } from './Header';
import './MainLayout.css';

/** Header, page and footer; the full-screen tools (editor, benchmark) get the page alone. */
export function MainLayout() {
  const { pathname } = useLocation();
  const chromeless = isChromelessPath(pathname);

  return (
    <div className="main-layout">
      {!chromeless && <Header />}
      <main className={chromeless ? 'main-layout__main--bare' : 'main-layout__main'}>
        <Outlet />
      </main>
      {!chromeless && <Footer />}
    </div>
  );
}
