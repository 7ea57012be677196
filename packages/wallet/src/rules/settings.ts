/** Settings value rules. */
import { DEFAULT_LOCK_TIME } from './constants';

/** lockTime in minutes; a non-numeric (or negative) value becomes 0, which means no auto-lock. */
export function normalizeLockTime(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_LOCK_TIME;
}
