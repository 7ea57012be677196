/** Moved to @kestrel/ui-state (useSendEstimate.ts, shared with the mobile shell); re-exported for the web screens. */
export * from '@kestrel/ui-state/useSendEstimate';
