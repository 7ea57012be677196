/** WalletConnect v2 pairing links (`wc:<topic>@2?relay-protocol=irn&symKey=<key>`), checked before pairing. */
export const WC_URI_ERROR = 'Not a WalletConnect link: paste the wc: link the dapp shows (wc:…@2?…symKey=…)';

export interface WcUri {
  topic: string;
  version: 2;
  symKey: string;
  relayProtocol: string;
}

/** The pairing link's parts, or an Error with WC_URI_ERROR for anything else (v1 links included). */
export function parseWcUri(text: string): WcUri {
  const uri = text.trim();
  const m = /^wc:([0-9a-f]{64})@(\d+)\?(.+)$/i.exec(uri);
  if (!m || m[2] !== '2') throw new Error(WC_URI_ERROR);
  const params = new URLSearchParams(m[3]);
  const symKey = params.get('symKey') ?? '';
  const relayProtocol = params.get('relay-protocol') ?? '';
  if (!/^[0-9a-f]{64}$/i.test(symKey) || relayProtocol === '') throw new Error(WC_URI_ERROR);
  return { topic: m[1]!.toLowerCase(), version: 2, symKey, relayProtocol };
}
