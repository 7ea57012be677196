/**
 * Bitcoin-family addresses: encoding from a public key, and validation by parsing the address into
 * an output script for the configured network (spec chain-adapters.md §5).
 *
 * Normalized forms:
 * - bech32 / bech32m (bc1…, tb1…, ltc1…, rltc1…): lowercase.
 * - base58 (1…, 3…, L…, M…, D…, m/n…, 2…): as typed (base58check has one spelling).
 * - Bitcoin Cash, following the spec's rule "addresses get a bitcoincash: prefix unless they already
 *   start with 1 or that prefix": a legacy P2PKH (1…, or m/n… on testnet) stays as typed; a cash
 *   address with or without its prefix becomes the lowercase `bitcoincash:`-prefixed form (the
 *   prefix is added before decoding, since it is part of the checksum); a legacy P2SH 3… (2… on
 *   testnet), which the literal rule would turn into an unreadable "bitcoincash:3…", is converted
 *   to its `bitcoincash:p…` cash address instead.
 */
import { OutScript, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as base58checkFactory, bech32, bech32m } from '@scure/base';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { type AddressCheck, KeyInputError } from '../../../keys/types';
import { bitcoinStyleWarning } from './address-warnings';
import { CashAddrError, decodeCashAddr, encodeCashAddr } from './cashaddr';
import { networkLabel, type UtxoNetwork, utxoNetwork } from './network';

const base58check = base58checkFactory(sha256);
const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]+$/;
/** Longest address of the family is a bech32m P2TR on a long hrp; anything past this is not one. */
const MAX_ADDRESS_LENGTH = 120;

/** Bech32 prefixes we can name when someone pastes an address of the wrong coin or network. */
const KNOWN_HRPS: Record<string, string> = {
  bc: 'Bitcoin mainnet',
  tb: 'Bitcoin testnet',
  bcrt: 'Bitcoin regtest',
  ltc: 'Litecoin mainnet',
  tltc: 'Litecoin testnet',
  rltc: 'Litecoin regtest',
};
const KNOWN_CASH_PREFIXES: Record<string, string> = {
  bitcoincash: 'Bitcoin Cash mainnet',
  bchtest: 'Bitcoin Cash testnet',
  bchreg: 'Bitcoin Cash regtest',
  ecash: 'eCash',
};
/** hrp + "1" + bech32 data characters: something meant as a bech32 address, of whatever coin. */
const BECH32_SHAPE = /^([a-z0-9]{1,20})1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

/** Output kinds; `witness_unknown` is a BIP-350 future witness version (OP_2..OP_16, or v1 not 32 bytes). */
export type OutputType = 'pkh' | 'sh' | 'wpkh' | 'wsh' | 'tr' | 'witness_unknown';

export interface ParsedAddress {
  type: OutputType;
  /** scriptPubKey the address pays to. */
  script: Uint8Array;
  normalized: string;
}

/** Internal: a readable reason why the text is not an address here. */
class AddressReason extends Error {}

function fail(reason: string): never {
  throw new AddressReason(reason);
}

function segwitOutput(type: 'wpkh' | 'wsh' | 'tr', program: Uint8Array, normalized: string): ParsedAddress {
  const script =
    type === 'tr' ? OutScript.encode({ type, pubkey: program }) : OutScript.encode({ type, hash: program });
  return { type, script, normalized };
}

function parseSegwit(address: string, net: UtxoNetwork): ParsedAddress {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    fail('The address mixes upper- and lower-case letters');
  }
  const lower = address.toLowerCase();
  const asBech32 = bech32.decodeUnsafe(lower, 90);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(lower, 90);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) fail('The address checksum does not match: a character is wrong or missing');
  if (decoded.prefix !== net.bech32) fail('The address prefix is for another network');
  const [version, ...programWords] = decoded.words;
  if (version === undefined) fail('The address has no data after its prefix');
  if (version > 16) fail('The address has an unknown witness version');
  // BIP-350: version 0 uses the bech32 checksum, versions 1+ use bech32m.
  if ((version === 0) !== Boolean(asBech32))
    fail('The address checksum does not match: a character is wrong');
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) fail('The address has a malformed payload');
  if (version === 0 && program.length === 20) return segwitOutput('wpkh', program, lower);
  if (version === 0 && program.length === 32) return segwitOutput('wsh', program, lower);
  if (version === 0) fail('The address has the wrong length');
  if (version === 1 && program.length === 32) return segwitOutput('tr', program, lower);
  // BIP-350: later witness versions (and other v1 lengths) are valid 2..40-byte programs that
  // wallets should be able to pay: OP_n <program>.
  if (program.length < 2 || program.length > 40) fail('The address has the wrong length');
  const script = Uint8Array.from([0x50 + version, program.length, ...program]);
  return { type: 'witness_unknown', script, normalized: lower };
}

function decodeBase58(address: string): Uint8Array {
  if (!BASE58_ALPHABET.test(address)) {
    fail('The address contains characters that addresses never use (0, O, I, l, spaces or punctuation)');
  }
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(address);
  } catch {
    fail('The address checksum does not match: a character is wrong or missing');
  }
  if (bytes.length !== 21) fail('The address has the wrong length');
  return bytes;
}

function parseBase58(address: string, net: UtxoNetwork, label: string): ParsedAddress {
  const bytes = decodeBase58(address);
  const hash = bytes.slice(1);
  const version = bytes[0];
  if (version === net.pubKeyHash) {
    return { type: 'pkh', script: OutScript.encode({ type: 'pkh', hash }), normalized: address };
  }
  if (
    version === net.scriptHash ||
    (net.legacyScriptHash !== undefined && version === net.legacyScriptHash)
  ) {
    return { type: 'sh', script: OutScript.encode({ type: 'sh', hash }), normalized: address };
  }
  return fail(`This address is for another coin or network, not ${label}`);
}

function looksLikeOtherBech32(lower: string): string | undefined {
  const sep = lower.lastIndexOf('1');
  return sep > 0 ? KNOWN_HRPS[lower.slice(0, sep)] : undefined;
}

function parseBitcoinStyle(address: string, net: UtxoNetwork, label: string): ParsedAddress {
  const lower = address.toLowerCase();
  if (net.bech32 && lower.startsWith(`${net.bech32}1`)) return parseSegwit(address, net);
  const other = looksLikeOtherBech32(lower);
  if (other) fail(`This is a ${other} address, not ${label}`);
  const cash = lower.includes(':') ? KNOWN_CASH_PREFIXES[lower.slice(0, lower.indexOf(':'))] : undefined;
  if (cash) fail(`This is a ${cash} address, not ${label}`);
  const shape = BASE58_ALPHABET.test(address) ? undefined : BECH32_SHAPE.exec(lower);
  if (shape) {
    fail(
      net.bech32
        ? `The address prefix "${shape[1]}1" is not used on ${label}; its bech32 addresses start with ${net.bech32}1`
        : `The address prefix "${shape[1]}1" is not used on ${label}, which has no bech32 addresses`,
    );
  }
  return parseBase58(address, net, label);
}

function parseBitcoinCash(address: string, net: UtxoNetwork, label: string): ParsedAddress {
  const prefix = net.cashAddrPrefix!;
  const lower = address.toLowerCase();
  const colon = lower.indexOf(':');
  const isCashAddr = colon >= 0 || /^[qp]/.test(lower);
  if (!isCashAddr) {
    if (looksLikeOtherBech32(lower)) fail(`This is a ${looksLikeOtherBech32(lower)} address, not ${label}`);
    const legacy = parseBase58(address, net, label);
    if (legacy.type === 'pkh') return legacy;
    const hash = decodeBase58(address).slice(1);
    return { ...legacy, normalized: encodeCashAddr(prefix, 'p2sh', hash) };
  }
  if (colon >= 0 && lower.slice(0, colon) !== prefix) {
    const other = KNOWN_CASH_PREFIXES[lower.slice(0, colon)];
    fail(other ? `This is a ${other} address, not ${label}` : `The address must start with ${prefix}:`);
  }
  let decoded;
  try {
    // The spec's rule: add the prefix unless it is already there (decodeCashAddr's default prefix).
    decoded = decodeCashAddr(address, prefix);
  } catch (e) {
    if (e instanceof CashAddrError) fail(e.message);
    throw e;
  }
  if (decoded.hash.length !== 20) fail('Cash addresses with hashes longer than 160 bits are not supported');
  const type: OutputType = decoded.kind === 'p2pkh' ? 'pkh' : 'sh';
  return {
    type,
    script: OutScript.encode({ type, hash: decoded.hash }),
    normalized: encodeCashAddr(prefix, decoded.kind, decoded.hash),
  };
}

/** Parses an address for the chain's network; throws AddressReason with a readable message. */
function parse(chain: ChainInfo, address: string, network: NetworkName): ParsedAddress {
  if (typeof address !== 'string') fail('The address must be text');
  const trimmed = address.trim();
  if (trimmed === '') fail('The address is empty');
  if (trimmed.length > MAX_ADDRESS_LENGTH) fail('The address is too long');
  if (/\s/.test(trimmed)) fail('The address contains spaces');
  const net = utxoNetwork(chain, network);
  const label = networkLabel(chain, network);
  return net.cashAddrPrefix ? parseBitcoinCash(trimmed, net, label) : parseBitcoinStyle(trimmed, net, label);
}

/** Spec §5 address check, with a warning for Bitcoin's forms on another coin. Never throws. */
export function validateUtxoAddress(chain: ChainInfo, address: string, network: NetworkName): AddressCheck {
  try {
    const { normalized } = parse(chain, address, network);
    const warning = bitcoinStyleWarning(chain, utxoNetwork(chain, network), address.trim());
    return warning ? { valid: true, normalized, warning } : { valid: true, normalized };
  } catch (e) {
    return { valid: false, reason: e instanceof AddressReason ? e.message : 'The address could not be read' };
  }
}

/** Parsed address with its output script, for building transactions. Throws KeyInputError. */
export function parseUtxoAddress(chain: ChainInfo, address: string, network: NetworkName): ParsedAddress {
  try {
    return parse(chain, address, network);
  } catch (e) {
    if (e instanceof AddressReason) throw new KeyInputError(`Invalid ${chain.name} address: ${e.message}`);
    throw e;
  }
}

/**
 * The chain's address for a public key: 33-byte compressed, or 65-byte uncompressed for P2PKH only.
 * P2TR is BIP-86 key-path: the output key is the internal key tweaked with an empty script tree.
 */
export function addressFromPublicKey(chain: ChainInfo, publicKey: Uint8Array, network: NetworkName): string {
  const net = utxoNetwork(chain, network);
  switch (chain.utxoAddressType) {
    case 'p2wpkh':
      return p2wpkh(publicKey, net).address!;
    case 'p2sh-p2wpkh':
      return p2sh(p2wpkh(publicKey, net), net).address!;
    case 'p2tr':
      // x-only internal key: the compressed key without its parity byte.
      return p2tr(publicKey.slice(1), undefined, net).address!;
    case 'p2pkh': {
      const payment = p2pkh(publicKey, net);
      return net.cashAddrPrefix
        ? encodeCashAddr(net.cashAddrPrefix, 'p2pkh', payment.hash)
        : payment.address!;
    }
    default:
      throw new Error(`${chain.chain_name} has no Bitcoin address type`);
  }
}
