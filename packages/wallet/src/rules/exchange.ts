/** Exchange Custom option: the address must be valid for the target chain, or a resolvable name. */
import { isChainName, validateAddress } from '@kestrel/chains';
import { MESSAGES } from './messages';

/** Returns null when acceptable, else 'Invalid Custom Address'. Name resolution is injected (it needs the network). */
export function customAddressError(
  chain_name: string,
  address: string,
  isResolvableName?: (name: string) => boolean,
): string | null {
  if (isChainName(chain_name) && validateAddress(chain_name, address).valid) return null;
  if (isResolvableName?.(address)) return null;
  return MESSAGES.invalidCustomAddress;
}
