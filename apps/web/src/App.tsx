/** Routes of the web shell (spec §2: /home, /home/transactions), each screen its own chunk. */
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppShell } from './screens/AppShell';
import { Splash } from './screens/Splash';
import { session, useAutoLock, useSession } from '@kestrel/ui-state/hooks';
import type { SessionStatus } from '@kestrel/ui-state/types';
import { Toasts } from './ui/Toasts';

const Welcome = lazy(() => import('./screens/onboarding/Welcome'));
const CreateWallet = lazy(() => import('./screens/onboarding/CreateWallet'));
const ImportWallet = lazy(() => import('./screens/onboarding/ImportWallet'));
const Unlock = lazy(() => import('./screens/Unlock'));
const Home = lazy(() => import('./screens/home/Home'));
const Transactions = lazy(() => import('./screens/Transactions'));
const CoinScreen = lazy(() => import('./screens/coin/CoinScreen'));
const Settings = lazy(() => import('./screens/Settings'));
const Catalogue = lazy(() => import('./screens/catalogue/Catalogue'));
const Addresses = lazy(() => import('./screens/addresses/Addresses'));
const Send = lazy(() => import('./screens/send/Send'));
const Batch = lazy(() => import('./screens/batch/Batch'));
const Staking = lazy(() => import('./screens/staking/Staking'));
const Votes = lazy(() => import('./screens/votes/Votes'));
const Exchange = lazy(() => import('./screens/exchange/Exchange'));
const Sell = lazy(() => import('./screens/sell/Sell'));
const Nfts = lazy(() => import('./screens/nfts/Nfts'));
const WalletConnect = lazy(() => import('./screens/walletconnect/WalletConnect'));
const Chats = lazy(() => import('./screens/chats/Chats'));
const ChatConversation = lazy(() => import('./screens/chats/ChatConversation'));

/** Where a person in this state belongs when the route does not fit. */
function homeFor(status: SessionStatus): string {
  if (status === 'empty') return '/welcome';
  if (status === 'locked') return '/unlock';
  return '/home';
}

/** Renders the route only in the allowed states; otherwise sends the person where they belong. */
function Gate({ allow, children }: { allow: SessionStatus[]; children: React.ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Splash />;
  if (!allow.includes(status)) return <Navigate to={homeFor(status)} replace />;
  return children;
}

function Redirect() {
  const { status } = useSession();
  return status === 'loading' ? <Splash /> : <Navigate to={homeFor(status)} replace />;
}

export function App() {
  useEffect(() => {
    void session.init();
  }, []);
  useAutoLock();
  return (
    <BrowserRouter>
      <Suspense fallback={<Splash />}>
        <Routes>
          <Route
            path="/welcome"
            element={
              <Gate allow={['empty', 'unlocked']}>
                <Welcome />
              </Gate>
            }
          />
          <Route
            path="/create"
            element={
              <Gate allow={['empty', 'unlocked']}>
                <CreateWallet />
              </Gate>
            }
          />
          <Route
            path="/import"
            element={
              <Gate allow={['empty', 'unlocked']}>
                <ImportWallet />
              </Gate>
            }
          />
          <Route
            path="/unlock"
            element={
              <Gate allow={['locked']}>
                <Unlock />
              </Gate>
            }
          />
          <Route
            element={
              <Gate allow={['unlocked']}>
                <AppShell />
              </Gate>
            }
          >
            <Route path="/home" element={<Home />} />
            <Route path="/home/transactions" element={<Transactions />} />
            <Route path="/home/coin/:coinId" element={<CoinScreen />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="/home/catalogue" element={<Catalogue />} />
            <Route path="/home/addresses/:coinId" element={<Addresses />} />
            <Route path="/home/send/:coinId" element={<Send />} />
            <Route path="/home/batch" element={<Batch />} />
            <Route path="/home/staking/:coinId" element={<Staking />} />
            <Route path="/home/votes/:coinId" element={<Votes />} />
            <Route path="/home/exchange" element={<Exchange />} />
            <Route path="/home/sell" element={<Sell />} />
            <Route path="/home/nfts" element={<Nfts />} />
            <Route path="/home/walletconnect" element={<WalletConnect />} />
            <Route path="/home/chats" element={<Chats />} />
            <Route path="/home/chats/:topic" element={<ChatConversation />} />
          </Route>
          <Route path="*" element={<Redirect />} />
        </Routes>
      </Suspense>
      <Toasts />
    </BrowserRouter>
  );
}
