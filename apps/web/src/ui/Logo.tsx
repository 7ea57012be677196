/** The Kestrel mark and name. */
import styles from './Logo.module.css';

export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M8 22 L16 9 L24 22 L16 18 Z" fill="var(--color-on-primary)" />
      </svg>
      {withName ? (
        <span className={styles.name}>Kestrel</span>
      ) : (
        <span className="visually-hidden">Kestrel</span>
      )}
    </span>
  );
}
