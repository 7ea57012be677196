/**
 * Prepared Aptos transfers: the ledger info (chain id, ledger time), the sender's sequence number,
 * its APT balance and the gas price estimate, read at once; then the transfer simulated (POST
 * /transactions/simulate, a zero signature) for its gas, read as spec §5 says. The simulation
 * sends at most the balance, so a send of everything still simulates (its gas charge then no
 * longer fits: the tolerated code). Repricing settles again from what was read, with no I/O. The
 * max rule (app-layer §4) counts the fee reviewed: max gas × gas unit price.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { AptosRefusal } from '../network/node';
import { validateAptosAddress } from './address';
import type { AptosContext } from './context';
import { checkGasUnitPrice, feeOptions, maxGasFor, minGasUnitPrice, readSimulation } from './fees';
import { aptosPrepared, type AptosPrepared } from './payload';
import { EXPIRATION_SECONDS, SIMULATION_FAILED, SIMULATION_MAX_GAS } from './rules';
import { isAptosSigner } from './signer';
import { encodeRawTransaction, encodeSimulationTransaction } from './transaction';

function address(text: string, what: string): string {
  const check = validateAptosAddress(text);
  if (!check.valid) throw new Error(`Invalid ${what} address: ${check.reason}`);
  return check.normalized;
}

/** The review's figures and the transfer at gas unit price `price`. */
function settle(base: PreparedTransfer, state: AptosPrepared, price: bigint): PreparedTransfer {
  const balance = BigInt(state.balance);
  const fee = BigInt(state.maxGasAmount) * price;
  const { amount, isMax } = applyMaxRule(base.requestedAmount, fee, balance);
  const transfer =
    amount > 0n ? { to: base.intent.to, amount: amount.toString(), gasUnitPrice: price.toString() } : null;
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    available: balance,
    price,
    view: { ...base.view, estimateGas: state.maxGasAmount, nonce: Number(state.sequenceNumber) },
    payload: { ...state, transfer } satisfies AptosPrepared,
  };
}

export async function prepareTransfer(
  ctx: AptosContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = address(intent.from, 'sender');
  const to = address(intent.to, 'custom');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  // Without a signer (a watch-only estimate) the simulation runs with no account authenticator.
  const signer = o.signer && isAptosSigner(o.signer) ? o.signer : undefined;
  if (signer && signer.address !== from)
    throw new Error('The signing key does not belong to the sending address');
  const [ledger, sequenceNumber, balance, estimate] = await Promise.all([
    ctx.node.ledgerInfo(),
    ctx.node.sequenceNumber(from),
    ctx.node.balance(from),
    ctx.node.gasPrice(),
  ]);
  const options = feeOptions(estimate);
  const minimal = minGasUnitPrice(estimate);
  const price = o.price !== undefined ? checkGasUnitPrice(o.price, minimal) : options[1]!.price;
  // Valid for a while after the node's own clock (time to review and sign).
  const ledgerSecs = BigInt(ledger.ledger_timestamp) / 1_000_000n;
  const expiration = ledgerSecs + EXPIRATION_SECONDS;
  // The simulation may not hold more gas than the balance pays for (the node's prologue checks it).
  const affordable = balance / options[0]!.price;
  const simulationGas = affordable < SIMULATION_MAX_GAS ? affordable : SIMULATION_MAX_GAS;
  const raw = encodeRawTransaction({
    sender: from,
    sequenceNumber,
    to,
    amount: intent.amount < balance ? intent.amount : balance,
    maxGasAmount: simulationGas,
    gasUnitPrice: options[0]!.price,
    expirationTimestampSecs: expiration,
    chainId: ledger.chain_id,
  });
  const unsigned = encodeSimulationTransaction(raw, signer?.publicKey ?? null);
  const sim = await ctx.node.simulate(unsigned).catch((e: unknown) => {
    // The node's refusal to run it at all (a validation status) is a failed simulation too.
    if (e instanceof AptosRefusal) throw new Error(SIMULATION_FAILED, { cause: e });
    throw e;
  });
  const { gasUsed } = readSimulation(sim);
  const state: AptosPrepared = {
    sender: from,
    publicKeyHex: signer ? bytesToHex(signer.publicKey) : null,
    sequenceNumber: sequenceNumber.toString(),
    chainId: ledger.chain_id,
    expirationTimestampSecs: expiration.toString(),
    gasUsed: gasUsed.toString(),
    maxGasAmount: maxGasFor(gasUsed).toString(),
    minGasUnitPrice: minimal.toString(),
    balance: balance.toString(),
    transfer: null,
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options,
    price,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: state,
  };
  return settle(base, state, price);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  const state = aptosPrepared(prepared);
  return settle(prepared, state, checkGasUnitPrice(price, BigInt(state.minGasUnitPrice)));
}
