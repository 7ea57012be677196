/** Shown while the vault is looked up or a screen's code loads. */
import styles from './Splash.module.css';

export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
