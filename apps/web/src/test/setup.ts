import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearQueryCache } from '../lib/query';
import { recordConsoleErrors, takeConsoleErrors } from './console-errors';

beforeEach(recordConsoleErrors);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Each test starts from an empty data cache, as a page opened afresh does.
  clearQueryCache();
  const logged = takeConsoleErrors();
  if (logged.length > 0) throw new Error(`The test logged ${logged.length} console error(s):\n${logged.join('\n')}`);
});
