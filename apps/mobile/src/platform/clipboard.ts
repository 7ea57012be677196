/**
 * The clipboard. On the web build: the async Clipboard API (secure contexts, which 127.0.0.1 is).
 * On a device build: @react-native-clipboard/clipboard's setString, see docs/mobile.md.
 * Resolves false when the platform refused, so the screen can say so instead of claiming a copy.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
