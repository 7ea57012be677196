/**
 * Display rules the screens need synchronously. Spec §5: the address label is the first 8 and
 * last 6 characters. (Same rule as @kestrel/wallet's `addressLabel`; kept here so the Home chunk
 * does not wait for the wallet package.)
 */
export function addressLabel(address: string): string {
  if (address.length <= 14) return address;
  return `${address.slice(0, 8)}...${address.slice(-6)}`;
}

/** Spec §5 minimum of the vault (@kestrel/wallet MIN_PASSWORD_LENGTH); checked again by the vault. */
export const MIN_PASSWORD_LENGTH = 8;
