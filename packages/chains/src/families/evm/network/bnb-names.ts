/** The BNB name service's HTTP API: GET {base}/getAddress?domain=&tld= → {code, msg, address}. */
import { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { requestJson, withQuery, type HttpOptions } from '../../../net/http';

export const BNB_NAME_API = 'https://api.prd.space.id/v1';

const answer = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  msg: z.string().optional(),
  address: z.string().nullable().optional(),
});

export async function bnbGetAddress(
  base: string,
  domain: string,
  tld: string,
  h: HttpOptions,
): Promise<string | null> {
  const url = withQuery(`${base.replace(/\/$/, '')}/getAddress`, { domain, tld });
  const body = await requestJson(url, {}, answer, h);
  if (body.code !== undefined && String(body.code) !== '0') {
    throw new ProviderError(redactUrl(url), 'rejected', body.msg || `code ${body.code}`);
  }
  return body.address ?? null;
}
