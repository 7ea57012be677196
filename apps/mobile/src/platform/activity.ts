/**
 * User activity for the auto-lock countdown. Touches anywhere reach `reportActivity` through the
 * root view's capture-phase responder check (App.tsx), which works the same on a device and on
 * react-native-web; on the web build, keys and the wheel count too.
 */
const listeners = new Set<() => void>();

export function reportActivity(): void {
  for (const l of listeners) l();
}

const WEB_EVENTS = ['keydown', 'wheel'] as const;

export function onUserActivity(listener: () => void): () => void {
  listeners.add(listener);
  const target = globalThis.window as Window | undefined;
  for (const e of WEB_EVENTS) target?.addEventListener(e, listener, { passive: true });
  return () => {
    listeners.delete(listener);
    for (const e of WEB_EVENTS) target?.removeEventListener(e, listener);
  };
}
