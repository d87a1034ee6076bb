import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { AuthSessionManager } from '../../auth';
import { GlobalModals } from '../../modals';
import { StatusBubble } from '../../sync';
import { useRouteMeta } from '../hooks/useRouteMeta';
import { ReloadPrompt } from './ReloadPrompt';
import { ScrollToTop } from './ScrollToTop';

/** What every screen shares: scroll reset, the lazy-screen loader, global modals and notices. */
export function RootLayout() {
  useRouteMeta();
  return (
    <>
      <ScrollToTop />
      <AuthSessionManager />
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
      <GlobalModals />
      <StatusBubble />
      <ReloadPrompt />
    </>
  );
}
