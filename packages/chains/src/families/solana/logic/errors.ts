/** Node messages → the wallet's send-error codes (app-layer §8): Solana has no EVM-only texts. */
import type { SendErrorCode } from '../../../family-module';

export function sendErrorCode(message: string): SendErrorCode {
  return /transaction underpriced/i.test(message) ? 'feeTooLow' : 'other';
}
