import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/App';
import { startRoutePrefetch } from './app/routes/startRoutePrefetch';
import { useAuthStore } from './features/auth';
import { listenForVitePreloadErrors } from './lib/chunkLoadError';

listenForVitePreloadErrors();
// Start the session check before the first render so guarded screens do not flash.
void useAuthStore.getState().initialize();
startRoutePrefetch(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
