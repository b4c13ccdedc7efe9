import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from './console-errors';

function ListWithoutKeys({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        // No key: the missing key is what this test makes React report.
        <li>{item}</li>
      ))}
    </ul>
  );
}

describe('component tests', () => {
  it('record the console errors React logs, which fail the test unless it takes them', () => {
    render(<ListWithoutKeys items={['a', 'b']} />);
    expect(takeConsoleErrors().join('\n')).toMatch(/unique "key" prop/);
  });
});
