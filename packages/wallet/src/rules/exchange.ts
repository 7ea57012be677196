/** Exchange Custom option: the address must be valid for the target chain, or a resolvable name. */
import { isChainName, loadFamilyOf, validateAddress } from '@kestrel/chains';
import { MESSAGES } from './messages';

/**
 * Resolves null when acceptable, else 'Invalid Custom Address'. Name resolution is injected (it
 * needs the network); the chain's family is loaded on first use.
 */
export async function customAddressError(
  chain_name: string,
  address: string,
  isResolvableName?: (name: string) => boolean,
): Promise<string | null> {
  if (isChainName(chain_name)) {
    await loadFamilyOf(chain_name);
    if (validateAddress(chain_name, address).valid) return null;
  }
  if (isResolvableName?.(address)) return null;
  return MESSAGES.invalidCustomAddress;
}
