/** The frame of the unlocked app: header with lock, navigation, and the current screen. */
import { NavLink, Outlet, useNavigate } from 'react-router';
import { session } from '@kestrel/ui-state/hooks';
import { useCoreState } from '@kestrel/ui-state/manage';
import { useNavigationBridge } from '../platform/useNavigationBridge';
import { Button } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { showToast } from '../ui/toast';
import { NetworkSwitch } from './NetworkSwitch';
import styles from './AppShell.module.css';

const NAV = [
  { to: '/home', label: 'Home', end: true },
  { to: '/home/transactions', label: 'Transactions', end: true },
  { to: '/home/exchange', label: 'Exchange', end: true },
  { to: '/home/sell', label: 'Sell', end: true },
  { to: '/home/nfts', label: 'NFTs', end: true },
  { to: '/home/walletconnect', label: 'WalletConnect', end: true },
  { to: '/settings', label: 'Settings', end: true },
];

/** Shown before Settings while the Chats option (settings.chatsOptions) is on. */
const CHATS = { to: '/home/chats', label: 'Chats', end: false };

export function AppShell() {
  const navigate = useNavigate();
  const chatsOn = useCoreState((s) => s.settings.chatsOptions) === true;
  const nav = chatsOn ? [...NAV.slice(0, -1), CHATS, ...NAV.slice(-1)] : NAV;
  useNavigationBridge();
  const lock = () => {
    session.lock();
    showToast('message', 'Wallet locked');
    void navigate('/unlock', { replace: true });
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo />
          <div className={styles.barEnd}>
            <NetworkSwitch />
            <Button variant="secondary" size="s" onClick={lock}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <rect
                  x="5"
                  y="11"
                  width="14"
                  height="10"
                  rx="2"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <path d="M8 11V8a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              Lock
            </Button>
          </div>
        </div>
        <nav aria-label="Main" className={styles.nav}>
          {nav.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              end={n.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className={styles.main} id="main">
        <Outlet />
      </main>
    </div>
  );
}
