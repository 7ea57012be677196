/**
 * Renders the toasts in a live region so screen readers announce them. Portalled to <body>, so
 * they stay live (and dismissible) while a dialog makes the app inert.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styles from './Toasts.module.css';
import { currentToasts, dismissToast, subscribeToasts } from './toast';

export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts);
  return createPortal(
    <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
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
