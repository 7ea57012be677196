/** An inline message: info, warning or error. Errors are announced. */
import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export function Notice({
  kind = 'info',
  children,
}: {
  kind?: 'info' | 'warning' | 'error';
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[kind]}`} role={kind === 'error' ? 'alert' : undefined}>
      {children}
    </div>
  );
}
