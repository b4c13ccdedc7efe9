import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { FirstScreenProvider, readFirstScreenData } from './lib/first-screen';
import { seedQueryCache } from './lib/query';
import { readAccessToken } from './lib/token-storage';
import './index.css';

const container = document.getElementById('root')!;
const firstScreen = readFirstScreenData();
const app = (
  <StrictMode>
    <FirstScreenProvider value={firstScreen}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </FirstScreenProvider>
  </StrictMode>
);

if (firstScreen && container.hasChildNodes()) {
  // The server rendered this page: React takes over its markup instead of painting it again,
  // and the answers it rendered with are cached, so nothing asks for them again.
  // The server renders a visitor's page: someone signed in reads their own view of it again.
  seedQueryCache(firstScreen.responses, readAccessToken() === null ? [] : (firstScreen.personal ?? []));
  // In a transition React takes the page over in small slices, yielding between them, so a
  // slow phone's main thread is never blocked for long (the Total Blocking Time budget) and
  // a tap meanwhile is handled as soon as the part it lands on is live.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Likewise for the first page painted here.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

// The installable app's code (service worker, install offer) is not part of the first load:
// it arrives once the page has loaded (which may be before this runs, on a page the server
// rendered, whose script starts late).
const startAppInstall = () => void import('./lib/pwa/app-install').then((pwa) => pwa.startAppInstall());
if (document.readyState === 'complete') startAppInstall();
else window.addEventListener('load', startAppInstall, { once: true });
