/** Node messages → the wallet's send-error codes (app-layer §8). */
import type { SendErrorCode } from '../../../family-module';

export function sendErrorCode(message: string): SendErrorCode {
  if (/\bDup transaction\b|\bTRANSACTION_EXPIRATION_ERROR\b/i.test(message)) return 'alreadySent';
  if (/^The token transfer would fail: /.test(message)) return 'nodeMessage';
  return 'other';
}
