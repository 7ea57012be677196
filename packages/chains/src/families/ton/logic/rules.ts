/** TON constants of spec §4, §9 and the choices docs/ton.md records where the spec is silent. */

/** Spec §4: poll every 10 s up to 5 times; done when the wallet's sequence number advances. */
export const CONFIRM_POLL_MS = 10_000;
export const CONFIRM_TRIES = 5;

/** Spec §9: the fee includes 15000 extra (nanotons). */
export const FEE_EXTRA = 15_000n;
/** Spec §9: a jetton transfer attaches 0.2 TON to the sender's jetton wallet… */
export const JETTON_ATTACHED = 200_000_000n;
/** …and the estimate adds 2e8 for it. */
export const JETTON_ESTIMATE_EXTRA = 200_000_000n;
/** Spec §9: forward amount 0.000000001 TON (1 nanoton) to the receiver's owner. */
export const JETTON_FORWARD = 1n;

/** Spec §9 "default comment is a product transfer message": the text is ours (docs/ton.md). */
export const DEFAULT_COMMENT = 'Sent with Kestrel';

/** History page (spec §9: 20 entries on all chains). */
export const HISTORY_PAGE = 20;

/** A signed message is valid this long after it is built (the wallet refuses it later). */
export const MESSAGE_TTL_SECONDS = 120;

/** Send modes: pay forward fees separately + ignore errors; carry all remaining balance + ignore errors. */
export const MODE_NORMAL = 3;
export const MODE_CARRY_ALL = 130;

/** Jetton (TEP-74) operation codes. */
export const OP_JETTON_TRANSFER = 0x0f8a7ea5;
