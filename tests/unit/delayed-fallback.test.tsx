// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { DelayedFallback } from '@/components/ui/delayed-fallback';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DelayedFallback', () => {
  it('shows nothing for the first 200 ms, then the placeholder', () => {
    vi.useFakeTimers();
    const { container } = render(<DelayedFallback>Loading results…</DelayedFallback>);
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(199));
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('Loading results…');
  });

  it('never shows the placeholder when loading ends first', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<DelayedFallback>Loading…</DelayedFallback>);
    act(() => vi.advanceTimersByTime(150));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('');
  });
});
