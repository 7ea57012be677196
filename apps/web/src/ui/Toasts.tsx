/**
 * Renders the toasts in a live region so screen readers announce them. Portalled to <body>, so
 * they stay live (and dismissible) while a dialog makes the app inert. They never cover a button
 * (./toastRoom.ts).
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styles from './Toasts.module.css';
import { currentToasts, dismissToast, subscribeToasts } from './toast';
import { keepToastRoom } from './toastRoom';

export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts);
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    keepToastRoom(el, items.length);
    if (!items.length) return;
    // While toasts show, the page may change under them (a new screen, a field that appears).
    // Mutation records arrive as a microtask, before the next paint: a control pushed under a
    // toast is lifted clear in the same frame (waiting for an animation frame let one frame, and a
    // measurement taken in it, show the toast over Home's buttons).
    const again = () => keepToastRoom(el, items.length);
    const watch = new MutationObserver(again);
    watch.observe(document.body, { childList: true, subtree: true });
    addEventListener('resize', again);
    return () => {
      watch.disconnect();
      removeEventListener('resize', again);
    };
  }, [items]);
  return createPortal(
    <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region" ref={region}>
      {items.map((t) => (
        <div
          key={t.id}
          className={`${styles.toast} ${styles[t.kind]}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
        >
          <div className={styles.text}>
            <strong className={styles.title}>{t.title}</strong>
            {t.message ? <span>{t.message}</span> : null}
          </div>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss"
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
