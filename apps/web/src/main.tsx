import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import './index.css';

// A transition lets React render the first page in small slices, so a slow phone's main
// thread is never blocked for long (the first-load Total Blocking Time budget).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
