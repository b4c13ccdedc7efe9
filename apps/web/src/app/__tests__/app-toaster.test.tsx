import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { TOAST } from '@naijabid/shared/constants';

const toasterProps = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('sonner', () => ({
  Toaster: (props: Record<string, unknown>) => {
    toasterProps.current = props;
    return null;
  },
}));

import AppToaster from '../app-toaster';

describe('toaster', () => {
  it('uses the constants of docs/product.md#constants', () => {
    screenWidth(1280);
    render(<AppToaster />);
    expect(toasterProps.current).toMatchObject({
      duration: TOAST.durationMs,
      visibleToasts: TOAST.visibleToasts,
      gap: TOAST.gapPx,
      style: { '--width': `${TOAST.widthPx}px` },
    });
  });

  it('on a computer, keeps toasts off the logo and the top bar: they come up at the bottom right', () => {
    screenWidth(1280);
    render(<AppToaster />);
    expect(toasterProps.current.position).toBe('bottom-right');
    expect(toasterProps.current.swipeDirections).not.toContain('top');
  });

  it('on a phone, keeps toasts off the page the user is reading: they come down from the top', () => {
    screenWidth(360);
    render(<AppToaster />);
    expect(toasterProps.current.position).toBe('top-center');
    expect(toasterProps.current.swipeDirections).toContain('top');
    expect(toasterProps.current.swipeDirections).not.toContain('bottom');
  });
});

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no layout: the width media queries answer for is set here. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
