/**
 * Properties of the provider settings a person types (settings.ts): any API key text and any RPC
 * endpoint text is either stored in its checked form or refused with ProviderSettingsError whose
 * message never repeats the key; a stored endpoint is an http(s) URL. (A user name and password
 * stay allowed: a Bitcoin Core node takes them as Basic auth; where fetch refuses them, the fault
 * names the host only, see packages/chains/src/net/provider-answers.property.test.ts.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDER_SERVICES } from '@kestrel/chains';
import {
  checkRpcUrl,
  emptyProviderSettings,
  ProviderSettingsError,
  withApiKey,
  withCustomRpc,
} from './settings';

const RUNS = { numRuns: 300 };

const urlLike = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('http', 'https', 'ws', 'ftp', 'javascript', 'HTTP'),
      fc.option(fc.constantFrom('user@', 'user:pass@', ':pass@', 'a%40b:c@'), { nil: '' }),
      fc.domain(),
      fc.option(
        fc.integer({ min: 0, max: 70000 }).map((p) => `:${p}`),
        { nil: '' },
      ),
      fc.constantFrom('', '/', '/rpc', '/v2/KEY?x=1'),
    )
    .map(([scheme, cred, host, port, path]) => `${scheme}://${cred}${host}${port}${path}`),
  fc.string({ maxLength: 40 }),
);

describe('provider settings input (property)', () => {
  it('an RPC endpoint is stored as an http(s) URL, or refused', () => {
    fc.assert(
      fc.property(urlLike, (text) => {
        let clean: string;
        try {
          clean = checkRpcUrl(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ProviderSettingsError);
          return;
        }
        const u = new URL(clean);
        expect(['http:', 'https:']).toContain(u.protocol);
        const s = withCustomRpc(emptyProviderSettings(), 'ethereum', 'mainnet', text);
        expect(s.rpc.mainnet?.ethereum).toEqual([clean]);
      }),
      RUNS,
    );
  });

  it('an API key is stored trimmed, or refused without the key in the message', () => {
    const service = fc.oneof(
      fc.constantFrom(...PROVIDER_SERVICES.map((p) => p.service)),
      fc.string({ maxLength: 10 }),
    );
    const key = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.stringMatching(/^ ?[\x21-\x7e]{6,300} ?$/),
    );
    fc.assert(
      fc.property(service, key, (name, text) => {
        let s;
        try {
          s = withApiKey(emptyProviderSettings(), name, text);
        } catch (e) {
          expect(e).toBeInstanceOf(ProviderSettingsError);
          if (text.trim().length >= 6) expect((e as Error).message).not.toContain(text.trim());
          return;
        }
        if (text.trim() === '') expect(s.apiKeys[name]).toBeUndefined();
        else expect(s.apiKeys[name]).toBe(text.trim());
        expect(s.apiKeys[name] ?? 'x').toMatch(/^[\x21-\x7e]{1,256}$/);
      }),
      RUNS,
    );
  });
});
