/** Toasts of spec §8: five kinds, a title and an optional body. A tiny store outside React. */

export type ToastKind = 'progress' | 'success' | 'warning' | 'error' | 'message';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
}

type Listener = (items: readonly ToastItem[]) => void;

/** How long a toast stays; progress toasts stay until replaced or dismissed. */
export const TOAST_DURATION_MS = 4500;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(items);
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, title: string, message?: string): number {
  const id = nextId++;
  // At most three on screen: the oldest leaves first.
  items = [...items, { id, kind, title, ...(message ? { message } : {}) }].slice(-3);
  emit();
  if (kind !== 'progress') setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function subscribeToasts(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function currentToasts(): readonly ToastItem[] {
  return items;
}
