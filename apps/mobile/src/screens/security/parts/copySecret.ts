/**
 * Copies a phrase or key through @kestrel/ui-state's clipboard rule (cleared after 60 s if the
 * clipboard still holds it). Web build: the async Clipboard API; a device build would pass
 * @react-native-clipboard/clipboard's getString/setString as the port (docs/mobile.md).
 * Resolves false when the platform refused, so the screen never claims a copy that did not happen.
 */
import { copySecret, type ClipboardPort } from '@kestrel/ui-state/clipboard';

export async function copySecretText(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return false;
  const port: ClipboardPort = {
    writeText: (t) => clipboard.writeText(t),
    readText: () => clipboard.readText(),
  };
  try {
    await copySecret(port, text);
    return true;
  } catch {
    return false;
  }
}
