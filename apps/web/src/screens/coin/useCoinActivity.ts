/** Moved to @kestrel/ui-state (useCoinActivity.ts, shared with the mobile shell); re-exported for the web screens. */
export * from '@kestrel/ui-state/useCoinActivity';
