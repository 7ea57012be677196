/** Node refusals as readable texts, and messages → the wallet's send-error codes (app-layer §8). */
import type { SendErrorCode } from '../../../family-module';

export function refusalText(words: string): string {
  return `The cardano network refused the transaction (${words.slice(0, 200)})`;
}

export function sendErrorCode(message: string): SendErrorCode {
  if (/^The cardano network refused/.test(message)) return 'nodeMessage';
  return 'other';
}
