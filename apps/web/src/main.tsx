import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { FirstScreenProvider, readFirstScreenData } from './lib/first-screen';
import { seedQueryCache } from './lib/query';
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
  seedQueryCache(firstScreen.responses);
  hydrateRoot(container, app);
} else {
  // A transition lets React render the first page in small slices, so a slow phone's main
  // thread is never blocked for long (the first-load Total Blocking Time budget).
  startTransition(() => {
    createRoot(container).render(app);
  });
}
