/**
 * The adapters' fee-info source (AdapterConfig.feeInfoSource) over the product API's fee-info
 * service: the API's text is converted once per fetched answer (gwei text → wei, decimal text →
 * multiplier) by the chain's family, and kept until the service fetches again (at most every 8
 * hours). When the answer does not arrive in time ('fees info not called due to time-limit') or
 * is malformed, `onError` hears the reason and the adapters keep the spec's defaults: fee info
 * tunes fees, it never blocks a send.
 */
import { feeInfoFromText, type FeeInfo } from '@kestrel/chains';
import type { FeeInfo as FeeInfoText } from './schemas';

export interface FeeInfoReader {
  get(): Promise<FeeInfoText>;
}

export type FeeInfoSource = (chainName: string) => Promise<FeeInfo | undefined>;

export function createFeeInfoSource(
  service: FeeInfoReader,
  o: { onError?: (message: string) => void } = {},
): FeeInfoSource {
  let converted: { raw: FeeInfoText; byChain: Map<string, Promise<FeeInfo | undefined>> } | undefined;
  const report = (e: unknown) => o.onError?.(e instanceof Error ? e.message : String(e));
  return async (chainName) => {
    let raw: FeeInfoText;
    try {
      raw = await service.get();
    } catch (e) {
      report(e);
      return undefined;
    }
    if (converted?.raw !== raw) converted = { raw, byChain: new Map() };
    let info = converted.byChain.get(chainName);
    if (!info) {
      const text = raw[chainName];
      info = text
        ? feeInfoFromText(chainName, text).catch((e: unknown) => {
            report(e);
            return undefined;
          })
        : Promise.resolve(undefined);
      converted.byChain.set(chainName, info);
    }
    return info;
  };
}
