/** Lets the wallet flows (the platform port's `navigate`) move React Router; mounted by the app shell. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from './navigation';

export function useNavigationBridge(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
}
