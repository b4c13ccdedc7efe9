import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearQueryCache } from '../lib/query';
import { recordConsoleErrors, takeConsoleErrors } from './console-errors';

// CI runs these beside the API suite on two cores, where a first render and its data can take
// over the library's default second to appear: findBy and waitFor wait up to 10 s instead.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(recordConsoleErrors);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Each test starts from an empty data cache, as a page opened afresh does.
  clearQueryCache();
  const logged = takeConsoleErrors();
  if (logged.length > 0) throw new Error(`The test logged ${logged.length} console error(s):\n${logged.join('\n')}`);
});
