/** Clearing a copied secret after 60 s, only when the clipboard still holds it (fake timers). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_CLEAR_MS, copySecret, type ClipboardPort } from './clipboard';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function fakeClipboard(readable = true): ClipboardPort & { value: string } {
  const c = {
    value: '',
    writeText: async (t: string) => void (c.value = t),
    ...(readable ? { readText: async () => c.value } : {}),
  };
  return c;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('copySecret', () => {
  it('clears the copied phrase after 60 s, not before', async () => {
    const clip = fakeClipboard();
    const onCleared = vi.fn();
    await copySecret(clip, PHRASE, { onCleared });
    expect(clip.value).toBe(PHRASE);
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS - 1);
    expect(clip.value).toBe(PHRASE);
    await vi.advanceTimersByTimeAsync(1);
    expect(clip.value).toBe('');
    expect(onCleared).toHaveBeenCalledWith(true);
  });

  it('leaves alone what the person copied since', async () => {
    const clip = fakeClipboard();
    const onCleared = vi.fn();
    await copySecret(clip, PHRASE, { onCleared });
    clip.value = 'a shopping list';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(clip.value).toBe('a shopping list');
    expect(onCleared).toHaveBeenCalledWith(false);
  });

  it('where the clipboard cannot be read back, nothing is cleared', async () => {
    const clip = fakeClipboard(false);
    const onCleared = vi.fn();
    await copySecret(clip, PHRASE, { onCleared });
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(clip.value).toBe(PHRASE);
    expect(onCleared).toHaveBeenCalledWith(false);
  });

  it('a second copy restarts the minute for the newer secret', async () => {
    const clip = fakeClipboard();
    await copySecret(clip, PHRASE);
    await vi.advanceTimersByTimeAsync(30_000);
    await copySecret(clip, '0xkey');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clip.value).toBe('0xkey');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clip.value).toBe('');
  });
});
