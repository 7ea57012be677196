/** Moved to @kestrel/ui-state (amountInput.ts). Kept as a re-export while ReviewDialog.tsx, under edit by
 * another change, still imports this path: import from @kestrel/ui-state/amountInput instead. */
export * from '@kestrel/ui-state/amountInput';
