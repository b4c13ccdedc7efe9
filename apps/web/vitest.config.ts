import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Playwright specs live in e2e/ and must not be picked up here.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // CI runs these beside the API suite on two cores; a render that takes 5 s there is slow, not wrong.
    testTimeout: 20_000,
  },
});
