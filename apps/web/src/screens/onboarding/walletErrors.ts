/** Moved to @kestrel/ui-state (walletErrors.ts). Kept as a re-export while Unlock.tsx, under edit by another
 * change, still imports this path: import from @kestrel/ui-state/walletErrors instead. */
export * from '@kestrel/ui-state/walletErrors';
