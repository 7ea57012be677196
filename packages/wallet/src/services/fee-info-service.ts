/**
 * Fee info (gas multiplier and max priority fee per chain), refetched at most every 8 hours. A fetch that
 * does not finish within the time limit rejects with the spec's exact message. We choose 10 s: long enough
 * for a slow mobile network, short enough that a send screen does not hang on it.
 */
import type { HttpClient } from './http-client';
import { type FeeInfo, feeInfoSchema } from './schemas';

export const FEE_INFO_REFETCH_MS = 8 * 60 * 60 * 1000;
export const FEE_INFO_TIME_LIMIT_MS = 10_000;
export const FEE_INFO_TIME_LIMIT_ERROR = 'fees info not called due to time-limit';

export interface FeeInfoServiceOptions {
  http: HttpClient;
  now?: () => number;
  timeLimitMs?: number;
  refetchMs?: number;
}

export function createFeeInfoService({
  http,
  now = Date.now,
  timeLimitMs = FEE_INFO_TIME_LIMIT_MS,
  refetchMs = FEE_INFO_REFETCH_MS,
}: FeeInfoServiceOptions) {
  let last: { at: number; value: FeeInfo } | undefined;
  let inFlight: Promise<FeeInfo> | undefined;

  function fetchWithinLimit(): Promise<FeeInfo> {
    return new Promise<FeeInfo>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(FEE_INFO_TIME_LIMIT_ERROR)), timeLimitMs);
      http.get('/fees-info', feeInfoSchema).then(
        (res) => {
          clearTimeout(timer);
          last = { at: now(), value: res.data };
          resolve(res.data);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  }

  return {
    /** The fee info, from memory when fetched less than 8 hours ago. */
    get(): Promise<FeeInfo> {
      if (last && now() - last.at < refetchMs) return Promise.resolve(last.value);
      inFlight ??= fetchWithinLimit().finally(() => (inFlight = undefined));
      return inFlight;
    },
    /** The info for one chain, or undefined when the chain has none (not EVM). */
    async forChain(chainName: string) {
      return (await this.get())[chainName];
    },
  };
}
