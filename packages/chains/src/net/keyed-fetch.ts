/**
 * A provider's API key as a request header (AdapterConfig.apiKeys): the fetch every request of a
 * client goes through, with the header added when a key is set and left alone otherwise. The key
 * stays in the header: errors name hosts only (net/errors.ts), never headers.
 */
import type { FetchLike } from './http';

export function keyedFetch(fetchImpl: FetchLike, header: string, key: string | undefined): FetchLike {
  if (!key) return fetchImpl;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(header, key);
    return fetchImpl(input, { ...init, headers });
  };
}
