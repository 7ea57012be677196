/**
 * Warnings for a send's review against address poisoning and mistakes: a recipient that looks like
 * a known address (the wallet's own, its history's, its address book's) but is not it, the sender's
 * own address, a contract receiving a plain transfer. Pure and family-neutral: the form of the
 * address decides the comparison, never the chain's family.
 *
 * "Looks like": after the chain's prefix (`0x`, or a bech32-style part up to its `1` separator:
 * bc1, ltc1, cosmos1, addr1, tz1, f1...), the first 4 and the last 4 characters are the same and
 * the addresses differ. Hex and single-case bech32 addresses compare without case (an EVM checksum
 * changes only the case); every other form (base58...) compares exactly, its case being meaningful.
 */

export type RecipientWarningKind = 'ownAddress' | 'lookalike' | 'contract';

export interface RecipientWarning {
  kind: RecipientWarningKind;
  message: string;
  /** The known address the recipient resembles (kind 'lookalike'). */
  similarTo?: string;
}

export interface RecipientCheckInput {
  recipient: string;
  /** The address the transfer is sent from. */
  sender?: string;
  /** Every address of the person's wallets on this chain (the sender's included). */
  ownAddresses?: readonly string[];
  /** Counterparties seen in the history and the address book's entries on this chain. */
  historyAddresses?: readonly string[];
  /** The chain says the recipient holds a contract (undefined: not asked or not known). */
  isContract?: boolean;
  /** A plain transfer of the chain's coin (no token contract, no call data). */
  plainTransfer?: boolean;
}

export const LOOKALIKE_EDGE = 4;

export const RECIPIENT_MESSAGES = {
  ownAddress: 'This is the address you are sending from: the coins would come back to it, less the fee',
  lookalike: (known: string) =>
    `This address looks like ${known}, which you know, but it is a different address. ` +
    'Check every character: look-alike addresses are used to steal funds',
  contract:
    'This address is a contract: coins sent to it by a plain transfer may be lost. ' +
    'Send only if this contract is meant to receive them',
} as const;

const HEX = /^0x[0-9a-f]+$/i;
const BECH32 = /^([a-z]{1,20}1)([02-9ac-hj-np-z]{6,})$/;

interface Form {
  /** What follows the prefix, as compared. */
  body: string;
  /** The whole address, as compared for equality. */
  whole: string;
}

function formOf(address: string): Form {
  const a = address.trim();
  if (HEX.test(a)) return { body: a.slice(2).toLowerCase(), whole: a.toLowerCase() };
  const lower = a.toLowerCase();
  const single = a === lower || a === a.toUpperCase();
  const bech = single ? BECH32.exec(lower) : null;
  if (bech) return { body: bech[2]!, whole: lower };
  const prefix = /^[a-z]{1,20}1/.exec(a)?.[0] ?? '';
  return { body: a.slice(prefix.length), whole: a };
}

/** The same address, allowing for case where the form ignores it. */
export function sameAddress(a: string, b: string): boolean {
  return formOf(a).whole === formOf(b).whole;
}

/** Different addresses with the same first and last LOOKALIKE_EDGE characters after the prefix. */
export function looksAlike(a: string, b: string): boolean {
  const x = formOf(a);
  const y = formOf(b);
  if (x.whole === y.whole) return false;
  const n = LOOKALIKE_EDGE;
  if (x.body.length < 2 * n || y.body.length < 2 * n) return false;
  return x.body.slice(0, n) === y.body.slice(0, n) && x.body.slice(-n) === y.body.slice(-n);
}

/** The review's warnings for `recipient`, most serious first; empty when none applies. */
export function recipientWarnings(input: RecipientCheckInput): RecipientWarning[] {
  const recipient = input.recipient.trim();
  if (!recipient) return [];
  const out: RecipientWarning[] = [];
  const known = [...(input.ownAddresses ?? []), ...(input.historyAddresses ?? [])];
  const similar = known.find((k) => looksAlike(k, recipient));
  if (similar)
    out.push({ kind: 'lookalike', message: RECIPIENT_MESSAGES.lookalike(similar), similarTo: similar });
  if (input.sender && sameAddress(input.sender, recipient))
    out.push({ kind: 'ownAddress', message: RECIPIENT_MESSAGES.ownAddress });
  if (input.isContract === true && input.plainTransfer !== false)
    out.push({ kind: 'contract', message: RECIPIENT_MESSAGES.contract });
  return out;
}
