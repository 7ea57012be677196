/**
 * Small device settings (the chosen network, a dismissed notice; never secrets). On the web build:
 * localStorage, or nothing (private mode throws) and a choice then lasts for this page only. On a
 * device build: a synchronous key-value store (react-native-mmkv), see docs/mobile.md.
 */
import type { KeyValueStore } from '@kestrel/ui-state/platform';

export const deviceSettings: KeyValueStore = {
  getItem(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // No storage: the choice lasts for this page only.
    }
  },
};
