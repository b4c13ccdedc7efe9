import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { recordConsoleErrors, takeConsoleErrors } from './console-errors';

beforeEach(recordConsoleErrors);

afterEach(() => {
  cleanup();
  localStorage.clear();
  const logged = takeConsoleErrors();
  if (logged.length > 0) throw new Error(`The test logged ${logged.length} console error(s):\n${logged.join('\n')}`);
});
