// First: zod must be jitless before any schema exists (the CSP refuses eval).
import '@kestrel/ui-state/noEval';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installWebPlatform } from './platform/web';

// The view models (@kestrel/ui-state) reach the browser through this port: installed first.
installWebPlatform();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
