/**
 * A dapp's request, checked against its session and turned into what the review screen shows:
 * eth_sendTransaction (the call, its value, or a contract deployment), personal_sign (the text, or its hex), and
 * eth_signTypedData_v4 (the typed data's domain and message; the domain's chain must be the
 * request's), wallet_switchEthereumChain (a chain the session approved).
 */
import { bytesToHex, hexToBytes as nobleHexToBytes } from '@noble/hashes/utils.js';
import type { SessionTypes } from '@walletconnect/types';
import { splitAccount } from './chains';
import { WC_ERRORS, type WcError } from './errors';

export const WC_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const;
export type WcMethod = (typeof WC_METHODS)[number];
export const WC_EVENTS = ['chainChanged', 'accountsChanged'];

export interface DappTransaction {
  from: string;
  /** null: a contract deployment (no recipient; `data` is the contract's init code). */
  to: string | null;
  /** Smallest unit, as decimal text. */
  value: string;
  data: string;
}

/** What the review screen shows for one request (stored in the walletConnect slice). */
export type RequestReview =
  | { method: 'eth_sendTransaction'; tx: DappTransaction }
  | { method: 'personal_sign'; address: string; messageHex: string; text: string | null }
  | {
      method: 'eth_signTypedData_v4';
      address: string;
      json: string;
      primaryType: string;
      domain: Record<string, unknown>;
      message: unknown;
    }
  | { method: 'wallet_switchEthereumChain'; chainId: string };

export class RequestRefusal extends Error {
  constructor(readonly error: WcError) {
    super(error.message);
  }
}

const refuse = (e: WcError, detail?: string): never => {
  throw new RequestRefusal(detail ? { code: e.code, message: `${e.message} ${detail}` } : e);
};

/** The session's approved chains and methods. */
export function sessionScope(session: SessionTypes.Struct): { chains: Set<string>; methods: Set<string> } {
  const chains = new Set<string>();
  const methods = new Set<string>();
  for (const ns of Object.values(session.namespaces)) {
    for (const c of ns.chains ?? []) chains.add(c);
    for (const a of ns.accounts) chains.add(splitAccount(a).chain);
    for (const m of ns.methods) methods.add(m);
  }
  return { chains, methods };
}

function sessionAddress(session: SessionTypes.Struct, chain: string, address: unknown): string {
  if (typeof address !== 'string') return refuse(WC_ERRORS.invalidParams, 'No account given.');
  const found = Object.values(session.namespaces)
    .flatMap((ns) => ns.accounts.map(splitAccount))
    .find((a) => a.chain === chain && a.address.toLowerCase() === address.toLowerCase());
  return found ? found.address : refuse(WC_ERRORS.invalidParams, 'The account is not in this session.');
}

const isHexText = (v: unknown): v is string => typeof v === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(v);

const toHex = (b: Uint8Array) => `0x${bytesToHex(b)}`;

/** 0x-prefixed hex to bytes; throws on anything else (callers check with isHexText first). */
export function hexToBytes(hex: string): Uint8Array {
  return nobleHexToBytes(hex.slice(2));
}

function utf8OrNull(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function quantity(v: unknown): string {
  if (v === undefined || v === null) return '0';
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]*$/.test(v))
    return refuse(WC_ERRORS.invalidParams, 'Bad value.');
  return BigInt(v === '0x' ? '0' : v).toString();
}

/** EIP-712's domain chainId (uint256) as dapps send it: a number or decimal or hex text; else null. */
function typedChainId(v: unknown): bigint | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(v)) return BigInt(v);
  return null;
}

/** Checks a request against its session; refuses what the session did not approve (5100/5101). */
export function reviewOf(
  session: SessionTypes.Struct,
  chain: string,
  request: { method: string; params: unknown },
): RequestReview {
  const scope = sessionScope(session);
  if (!scope.chains.has(chain)) refuse(WC_ERRORS.unsupportedChains);
  if (!scope.methods.has(request.method) || !(WC_METHODS as readonly string[]).includes(request.method))
    refuse(WC_ERRORS.unsupportedMethods);
  const p = Array.isArray(request.params) ? (request.params as unknown[]) : [];
  switch (request.method as WcMethod) {
    case 'eth_sendTransaction': {
      const t = (p[0] ?? {}) as Record<string, unknown>;
      const data = t.data ?? t.input ?? '0x';
      if (!isHexText(data)) return refuse(WC_ERRORS.invalidParams, 'Bad data.');
      // No `to` is a contract deployment (as wallets show it); it needs the contract's code.
      const deploy = t.to === undefined || t.to === null || t.to === '';
      if (!deploy && typeof t.to !== 'string') return refuse(WC_ERRORS.invalidParams, 'Bad to.');
      if (deploy && data === '0x')
        return refuse(WC_ERRORS.invalidParams, 'A contract deployment needs the contract code.');
      const to = deploy ? null : (t.to as string);
      const tx = { from: sessionAddress(session, chain, t.from), to, value: quantity(t.value), data };
      return { method: 'eth_sendTransaction', tx };
    }
    case 'personal_sign': {
      const [message, address] = p;
      if (typeof message !== 'string') return refuse(WC_ERRORS.invalidParams, 'No message.');
      const messageHex = isHexText(message) ? message : toHex(new TextEncoder().encode(message));
      const text = utf8OrNull(hexToBytes(messageHex));
      return { method: 'personal_sign', address: sessionAddress(session, chain, address), messageHex, text };
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = p;
      const json = typeof data === 'string' ? data : JSON.stringify(data);
      let typed: { primaryType?: unknown; domain?: Record<string, unknown>; message?: unknown };
      try {
        typed = JSON.parse(json) as typeof typed;
      } catch {
        return refuse(WC_ERRORS.invalidParams, 'Typed data is not JSON.');
      }
      if (typeof typed !== 'object' || typed === null || Array.isArray(typed))
        return refuse(WC_ERRORS.invalidParams, 'Typed data is not an object.');
      const domain = typed.domain ?? {};
      if (typeof domain !== 'object' || Array.isArray(domain))
        return refuse(WC_ERRORS.invalidParams, 'The typed data domain is not an object.');
      const chainId = domain.chainId === undefined ? undefined : typedChainId(domain.chainId);
      if (chainId === null) return refuse(WC_ERRORS.invalidParams, 'Bad chainId in the typed data domain.');
      if (chainId !== undefined && `eip155:${chainId}` !== chain)
        refuse(
          WC_ERRORS.invalidParams,
          `The typed data is for chain ${String(domain.chainId)}, not ${chain}.`,
        );
      if (typeof typed.primaryType !== 'string') return refuse(WC_ERRORS.invalidParams, 'No primaryType.');
      const address_ = sessionAddress(session, chain, address);
      return {
        method: 'eth_signTypedData_v4',
        address: address_,
        json,
        primaryType: typed.primaryType,
        domain,
        message: typed.message,
      };
    }
    case 'wallet_switchEthereumChain': {
      const id = (p[0] as { chainId?: unknown } | undefined)?.chainId;
      if (typeof id !== 'string' || !/^0x[0-9a-fA-F]+$/.test(id))
        return refuse(WC_ERRORS.invalidParams, 'Bad chainId.');
      const target = `eip155:${BigInt(id)}`;
      if (!scope.chains.has(target)) refuse(WC_ERRORS.unrecognizedChain);
      return { method: 'wallet_switchEthereumChain', chainId: target };
    }
  }
}
