import { describe, expect, it, vi } from 'vitest';
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
    render(<AppToaster />);
    expect(toasterProps.current).toMatchObject({
      duration: TOAST.durationMs,
      visibleToasts: TOAST.visibleToasts,
      gap: TOAST.gapPx,
      style: { '--width': `${TOAST.widthPx}px` },
    });
  });

  it('keeps toasts off the logo and the top bar: they come up from the bottom', () => {
    render(<AppToaster />);
    expect(String(toasterProps.current.position)).toMatch(/^bottom-/);
    expect(toasterProps.current.swipeDirections).not.toContain('top');
  });
});
