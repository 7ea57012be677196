/** EVM nodes' send errors as the family's typed codes (the wallet maps codes to app-layer §8 toasts). */
import type { SendErrorCode } from '../../../family-module';

export function sendErrorCode(message: string): SendErrorCode {
  // Nodes differ in case ("nonce too low" in geth, "Nonce too low" in Hardhat): same meaning.
  if (/could not coalesce error|nonce too low/i.test(message)) return 'alreadySent';
  if (/transaction underpriced/i.test(message)) return 'feeTooLow';
  return 'nodeMessage';
}
