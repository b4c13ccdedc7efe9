import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // In `vite` dev the API runs on its own port; the proxy keeps calls same-origin.
    proxy: { '/api': 'http://localhost:3001' },
  },
  build: {
    target: 'es2022',
    // Keeps the lazily loaded route chunks from being preloaded with the landing page.
    modulePreload: { polyfill: false },
  },
});
