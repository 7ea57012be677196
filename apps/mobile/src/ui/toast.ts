/** Toasts of spec §8 (five kinds, a title, an optional body): a tiny store outside React. */
import type { FlowToast } from '@kestrel/wallet';

export type ToastKind = FlowToast['kind'];

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
}

/** How long a toast stays; progress toasts stay until replaced or dismissed. */
export const TOAST_DURATION_MS = 4500;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, title: string, message?: string): number {
  const id = nextId++;
  // At most three on a phone screen: the oldest leaves first.
  items = [...items, { id, kind, title, ...(message ? { message } : {}) }].slice(-3);
  emit();
  if (kind !== 'progress') setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function subscribeToasts(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function currentToasts(): readonly ToastItem[] {
  return items;
}
