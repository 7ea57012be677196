/**
 * A copied phrase or key leaves the clipboard after CLIPBOARD_CLEAR_MS, where the platform lets the
 * app read the clipboard back: it is cleared only if it still holds what was copied (something the
 * person copied since is left alone). Where reading is refused, nothing is cleared and the copy's
 * toast asks the person to clear it.
 */
export const CLIPBOARD_CLEAR_MS = 60_000;

export interface ClipboardPort {
  writeText(text: string): Promise<void>;
  /** Absent or refused where the platform does not let the app read the clipboard. */
  readText?(): Promise<string>;
}

export interface ClearTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ClearTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

let pending: { handle: unknown; timers: ClearTimers } | null = null;

/** Empties the clipboard if it still holds `text`; true when it did. */
export async function clearIfUnchanged(clipboard: ClipboardPort, text: string): Promise<boolean> {
  if (!clipboard.readText) return false;
  try {
    if ((await clipboard.readText()) !== text) return false;
    await clipboard.writeText('');
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a secret and schedules its clearing; a newer copy replaces the pending clearing.
 * `onCleared` hears whether the clipboard was emptied.
 */
export async function copySecret(
  clipboard: ClipboardPort,
  text: string,
  o: { timers?: ClearTimers; onCleared?: (cleared: boolean) => void } = {},
): Promise<void> {
  await clipboard.writeText(text);
  const timers = o.timers ?? realTimers;
  if (pending) pending.timers.clearTimeout(pending.handle);
  const handle = timers.setTimeout(() => {
    pending = null;
    void clearIfUnchanged(clipboard, text).then((cleared) => o.onCleared?.(cleared));
  }, CLIPBOARD_CLEAR_MS);
  pending = { handle, timers };
}
