/** Moved to @kestrel/ui-state (sendChecks.ts, shared with the mobile shell); re-exported for the web screens. */
export * from '@kestrel/ui-state/sendChecks';
