import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearQueryCache } from '../lib/query';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Each test starts from an empty data cache, as a page opened afresh does.
  clearQueryCache();
});
