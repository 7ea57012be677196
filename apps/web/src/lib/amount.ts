/** Moved to @kestrel/ui-state (amount.ts). Kept as a re-export while send/ReviewDialog.tsx, under edit by
 * another change, still imports this path: import from @kestrel/ui-state/amount instead. */
export * from '@kestrel/ui-state/amount';
