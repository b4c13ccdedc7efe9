import { vi } from 'vitest';

/**
 * A console error in a component test is a failure (React reports act() misuse, missing
 * keys and failed renders there). A test that expects one spies on `console.error` itself,
 * which replaces this recorder, or takes what was recorded.
 */
let recorded: unknown[][] = [];

export function recordConsoleErrors(): void {
  recorded = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recorded.push(args);
  });
}

/** The console errors logged since the test began, which then no longer fail it. */
export function takeConsoleErrors(): string[] {
  const logged = recorded.map((args) => args.map(String).join(' '));
  recorded = [];
  return logged;
}
