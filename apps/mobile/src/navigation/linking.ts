/**
 * Paths <-> navigation state. The wallet flows (through the platform port) and the web build's
 * address bar speak the spec's paths; React Navigation speaks routes. Code outside React calls
 * `navigateTo(path)`; before the container is ready the last path waits and is applied on ready.
 */
import {
  createNavigationContainerRef,
  getActionFromState,
  getPathFromState,
  getStateFromPath,
  type LinkingOptions,
} from '@react-navigation/native';
import { ROUTE_PATHS, type RootStackParamList } from './routes';

export const navigationRef = createNavigationContainerRef<RootStackParamList>();

export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: [],
  config: { screens: ROUTE_PATHS },
};

let pending: string | null = null;

/** The navigation action for a spec path, or undefined when no route has that path. */
export function actionForPath(path: string) {
  const state = getStateFromPath(path, linking.config);
  return state ? getActionFromState(state, linking.config) : undefined;
}

export function navigateTo(path: string): void {
  if (!navigationRef.isReady()) {
    pending = path;
    return;
  }
  const action = actionForPath(path);
  if (action) navigationRef.dispatch(action);
}

/** Applies a path asked for before the container was ready (NavigationContainer's onReady). */
export function flushPendingNavigation(): void {
  const path = pending;
  pending = null;
  if (path) navigateTo(path);
}

/** The current route as a spec path (/home, /home/transactions, ...). */
export function currentPath(): string {
  if (!navigationRef.isReady()) return pending ?? globalThis.location?.pathname ?? '/';
  const state = navigationRef.getRootState();
  return state ? getPathFromState(state, linking.config) : '/';
}
