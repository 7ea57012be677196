/**
 * Submitting to a Hedera node through its gRPC-web proxy, as @hashgraph/sdk's WebClient does:
 * POST {proxy}/proto.CryptoService/cryptoTransfer with one data frame (0x00, 4-byte big-endian
 * length, the protobuf Transaction); the answer's data frame is a TransactionResponse whose
 * nodeTransactionPrecheckCode is OK (0) when the node took the transaction, and its trailer
 * frame (0x80) or headers carry grpc-status. An endpoint names its node account in the URL
 * fragment (https://host:443#0.0.3); the fragment is never sent.
 */
import { ProviderError, redactUrl, RpcAnswerError } from '../../../net/errors';
import { fetchWithTimeout } from '../../../net/http';
import { readFields } from '../logic/protobuf';
import type { HttpSettings } from './mirror';

/** Precheck codes (ResponseCodeEnum) a transfer can meet; others are shown by number. */
export const PRECHECK: Record<number, string> = {
  0: 'OK',
  1: 'INVALID_TRANSACTION',
  2: 'PAYER_ACCOUNT_NOT_FOUND',
  3: 'INVALID_NODE_ACCOUNT',
  4: 'TRANSACTION_EXPIRED',
  5: 'INVALID_TRANSACTION_START',
  6: 'INVALID_TRANSACTION_DURATION',
  7: 'INVALID_SIGNATURE',
  8: 'MEMO_TOO_LONG',
  9: 'INSUFFICIENT_TX_FEE',
  10: 'INSUFFICIENT_PAYER_BALANCE',
  11: 'DUPLICATE_TRANSACTION',
  12: 'BUSY',
  13: 'NOT_SUPPORTED',
  15: 'INVALID_ACCOUNT_ID',
  27: 'BAD_ENCODING',
  28: 'INSUFFICIENT_ACCOUNT_BALANCE',
};

export const precheckName = (code: number) => PRECHECK[code] ?? `precheck code ${code}`;

/** The proxy URL without its fragment, and the node account the fragment names. */
export function endpointOf(url: string, defaultNode: string): { url: string; node: string } {
  const hash = url.indexOf('#');
  if (hash < 0) return { url: url.replace(/\/+$/, ''), node: defaultNode };
  return { url: url.slice(0, hash).replace(/\/+$/, ''), node: url.slice(hash + 1) || defaultNode };
}

export function grpcWebFrame(message: Uint8Array): Uint8Array<ArrayBuffer> {
  const frame = new Uint8Array(new ArrayBuffer(5 + message.length));
  new DataView(frame.buffer).setUint32(1, message.length);
  frame.set(message, 5);
  return frame;
}

/** The data frame and the trailers of a gRPC-web answer; throws on a malformed body. */
export function readGrpcWeb(body: Uint8Array): { data: Uint8Array | null; trailers: Record<string, string> } {
  let data: Uint8Array | null = null;
  const trailers: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    if (i + 5 > body.length) throw new Error('truncated gRPC-web frame');
    const type = body[i]!;
    const len = new DataView(body.buffer, body.byteOffset + i + 1, 4).getUint32(0);
    const payload = body.subarray(i + 5, i + 5 + len);
    if (payload.length !== len) throw new Error('truncated gRPC-web frame');
    if (type & 0x80) {
      for (const line of new TextDecoder().decode(payload).split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
    } else data = payload;
    i += 5 + len;
  }
  return { data, trailers };
}

/**
 * Sends one Transaction to one proxy; resolves when its precheck code is OK. A precheck refusal
 * is an RpcAnswerError named by the code (DUPLICATE_TRANSACTION: another node's copy is in).
 */
export async function submitCryptoTransfer(
  endpoint: string,
  transaction: Uint8Array,
  http: HttpSettings,
): Promise<void> {
  const host = redactUrl(endpoint);
  const res = await fetchWithTimeout(
    `${endpoint}/proto.CryptoService/cryptoTransfer`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/grpc-web+proto', 'x-grpc-web': '1' },
      body: grpcWebFrame(transaction),
    },
    http,
  );
  const body = new Uint8Array(await res.arrayBuffer());
  if (!res.ok) throw new ProviderError(host, 'http', `HTTP ${res.status}`);
  let answer: ReturnType<typeof readGrpcWeb>;
  try {
    answer = readGrpcWeb(body);
  } catch (e) {
    throw new ProviderError(host, 'malformed', e instanceof Error ? e.message : 'bad gRPC-web answer');
  }
  const status = res.headers.get('grpc-status') ?? answer.trailers['grpc-status'] ?? '0';
  if (status !== '0') {
    const message = res.headers.get('grpc-message') ?? answer.trailers['grpc-message'] ?? '';
    throw new ProviderError(
      host,
      'http',
      `gRPC status ${status}${message ? `: ${decodeURIComponent(message)}` : ''}`,
    );
  }
  if (!answer.data) throw new ProviderError(host, 'malformed', 'no TransactionResponse in the answer');
  let code: number;
  try {
    const field = readFields(answer.data).find((f) => f.field === 1);
    code = field && 'varint' in field ? Number(field.varint) : 0;
  } catch {
    throw new ProviderError(host, 'malformed', 'the TransactionResponse is not protobuf');
  }
  if (code !== 0) throw new RpcAnswerError(precheckName(code), code);
}
