/**
 * Prepared Tezos transfers: the branch (head hash), the sender's next counter, its balance and
 * whether its key is revealed, read once; the operation (a reveal first when the key is not
 * revealed, then the transaction) simulated with simulate_operation for its gas and storage
 * limits — with 1 tez less when the amount exceeds 1 tez (spec §5). Repricing settles again from
 * what was read, with no I/O. The max rule (app-layer §4) counts fee + the most storage can burn.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { validateTezosAddress } from './address';
import { encodeBase58Check } from './base58check';
import type { TezosContext } from './context';
import { burnOf, checkFee, feeOptions, limitsOf, minimalFees } from './fees';
import { b58Payload, PREFIX, type ManagerContent, type TezosOperation } from './forge';
import type { TezosPrepared } from './payload';
import { tezosPrepared } from './payload';
import { estimateAmount, SIMULATION_GAS, SIMULATION_STORAGE } from './rules';
import { encodePublicKey, isTezosSigner } from './signer';

function address(text: string, what: string): string {
  const check = validateTezosAddress(text);
  if (!check.valid) throw new Error(`Invalid ${what} address: ${check.reason}`);
  return check.normalized;
}

/** The contents of the operation: a reveal (when set) and the transaction. */
export function contentsOf(
  from: string,
  to: string,
  amount: bigint,
  counter: bigint,
  reveal: { public_key: string; fee: string; gas_limit: string; storage_limit: string } | null,
  tx: { fee: string; gas_limit: string; storage_limit: string },
): ManagerContent[] {
  const out: ManagerContent[] = [];
  if (reveal) out.push({ kind: 'reveal', source: from, counter: counter.toString(), ...reveal });
  out.push({
    kind: 'transaction',
    source: from,
    counter: (reveal ? counter + 1n : counter).toString(),
    ...tx,
    amount: amount.toString(),
    destination: to,
  });
  return out;
}

/** The review's figures and the operation at total fee `price`. */
function settle(base: PreparedTransfer, state: TezosPrepared, price: bigint): PreparedTransfer {
  const burn = BigInt(state.burn);
  const balance = BigInt(state.balance);
  const { amount, isMax } = applyMaxRule(base.requestedAmount, price + burn, balance);
  const revealFee = state.reveal ? BigInt(state.reveal.fee) : 0n;
  const { from, to } = base.intent;
  const operation: TezosOperation | null =
    amount > 0n
      ? {
          branch: state.branch,
          contents: contentsOf(
            from,
            to,
            amount,
            BigInt(state.counter),
            state.reveal ? { public_key: state.publicKey, ...state.reveal } : null,
            { fee: (price - revealFee).toString(), ...state.transaction },
          ),
        }
      : null;
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee: price + burn,
    isMax,
    available: balance,
    price,
    view: { ...base.view, estimateGas: null, nonce: Number(state.counter) },
    payload: { ...state, operation } satisfies TezosPrepared,
  };
}

export async function prepareTransfer(
  ctx: TezosContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = address(intent.from, 'sender');
  const to = address(intent.to, 'custom');
  if (!from.startsWith('tz1')) throw new Error('Only tz1 (ed25519) Tezos accounts can send from this wallet');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  const [branch, chainId, counter, balance, managerKey] = await Promise.all([
    ctx.node.headHash(),
    ctx.node.chainId(),
    ctx.node.counter(from),
    ctx.node.balance(from),
    ctx.node.managerKey(from),
  ]);
  const signer = o.signer && isTezosSigner(o.signer) ? o.signer : undefined;
  if (signer && signer.address !== from)
    throw new Error('The signing key does not belong to the sending address');
  const publicKeyHex = managerKey
    ? bytesToHex(b58Payload(managerKey, PREFIX.edpk, 32, 'public key'))
    : signer
      ? bytesToHex(signer.publicKey)
      : null;
  if (publicKeyHex === null)
    throw new Error('This Tezos account has not revealed its key yet: its signer is needed to send');
  const publicKey = encodePublicKey(hexToBytes(publicKeyHex));
  const next = counter + 1n;
  const simReveal = managerKey
    ? null
    : { public_key: publicKey, fee: '0', gas_limit: `${SIMULATION_GAS.reveal}`, storage_limit: '0' };
  const simulated: TezosOperation = {
    branch,
    contents: contentsOf(from, to, estimateAmount(intent.amount, balance), next, simReveal, {
      fee: '0',
      gas_limit: `${SIMULATION_GAS.transaction}`,
      storage_limit: `${SIMULATION_STORAGE}`,
    }),
  };
  // The node checks no signature in a simulation: a zero signature stands in.
  const signature = encodeBase58Check(PREFIX.edsig, new Uint8Array(64));
  const sim = await ctx.node.simulate({ ...simulated, signature }, chainId).catch((e: unknown) => {
    throw new Error(
      `The Tezos node could not simulate this transfer: ${e instanceof Error ? e.message : String(e)}`,
      {
        cause: e,
      },
    );
  });
  const limits = limitsOf(sim);
  const txLimits = limits[limits.length - 1]!;
  const revealLimits = managerKey ? null : limits[0]!;
  // Sized at the larger of the requested amount and the balance: the signed operation is never bigger.
  const sized: TezosOperation = {
    branch,
    contents: contentsOf(
      from,
      to,
      intent.amount > balance ? intent.amount : balance,
      next,
      revealLimits ? { public_key: publicKey, fee: '0', ...revealLimits } : null,
      { fee: '0', ...txLimits },
    ),
  };
  const fees = minimalFees(sized);
  const minimal = fees.reduce((a, b) => a + b, 0n);
  const state: TezosPrepared = {
    branch,
    counter: next.toString(),
    publicKey,
    publicKeyHex,
    reveal: revealLimits ? { ...revealLimits, fee: fees[0]!.toString() } : null,
    transaction: txLimits,
    minimalFee: minimal.toString(),
    burn: burnOf(limits).toString(),
    balance: balance.toString(),
    operation: null,
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options: feeOptions(minimal),
    price: feeOptions(minimal)[1]!.price,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: state,
  };
  return settle(base, state, o.price !== undefined ? checkFee(o.price, minimal) : base.price);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  const state = tezosPrepared(prepared);
  return settle(prepared, state, checkFee(price, BigInt(state.minimalFee)));
}
