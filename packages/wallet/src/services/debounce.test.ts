import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../rules/constants';
import { debounce } from './debounce';

describe('debounce (search, 800 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, 800 ms after the last keystroke', () => {
    const fn = vi.fn();
    const search = debounce(fn);
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
    search('b');
    vi.advanceTimersByTime(500);
    search('bt');
    vi.advanceTimersByTime(799);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('bt');
  });

  it('can be cancelled or flushed', () => {
    const fn = vi.fn();
    const search = debounce(fn);
    search('x');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    search('y');
    search.flush();
    expect(fn).toHaveBeenCalledWith('y');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
