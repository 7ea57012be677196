/**
 * Navigation for code outside React (the wallet flows, through the platform port of
 * @kestrel/ui-state): the router registers its navigate function; before that, the history API
 * plus a popstate event (which React Router follows).
 */
type Navigate = (path: string) => void;

let current: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  current = fn;
}

export function navigateTo(path: string): void {
  if (current) return current(path);
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function currentRoute(): string {
  return window.location.pathname;
}
