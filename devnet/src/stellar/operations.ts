/**
 * The devnet ledger's operations: how each one changes the working copies of the accounts (as
 * stellar-core applies CreateAccount, Payment and ChangeTrust; any other is op_not_supported) and
 * its Horizon operation record.
 */
import { StrKey, type Asset, type Transaction } from '@stellar/stellar-base';
import { BASE_RESERVE, fail, minimumBalance, stroopsOf, type LedgerAccount, type OpRecord } from './ledger';

const assetKey = (a: Asset) => `${a.getCode()}:${a.getIssuer()}`;

/** Applies one operation to the working copies; throws OpFailure with the result code. */
export function runOperation(
  op: Transaction['operations'][number],
  from: string,
  get: (id: string) => LedgerAccount | undefined,
  work: Map<string, LedgerAccount>,
  ledger: number,
): void {
  const src = get(from) ?? fail('op_no_source_account');
  const avail = () => src.balance - minimumBalance(src);
  switch (op.type) {
    case 'createAccount': {
      const amount = stroopsOf(op.startingBalance);
      if (amount <= 0n) fail('op_malformed');
      if (get(op.destination)) fail('op_already_exists');
      if (amount < 2n * BASE_RESERVE) fail('op_low_reserve');
      if (avail() < amount) fail('op_underfunded');
      src.balance -= amount;
      work.set(op.destination, {
        id: op.destination,
        balance: amount,
        seq: BigInt(ledger) << 32n,
        subentries: 0,
        trust: new Map(),
        authRequired: false,
        lastModifiedLedger: ledger,
      });
      return;
    }
    case 'payment': {
      const amount = stroopsOf(op.amount);
      if (amount <= 0n || !StrKey.isValidEd25519PublicKey(op.destination)) fail('op_malformed');
      const dest = get(op.destination) ?? fail('op_no_destination');
      if (op.asset.isNative()) {
        if (avail() < amount) fail('op_underfunded');
        src.balance -= amount;
        dest.balance += amount;
        return;
      }
      const key = assetKey(op.asset);
      const issuer = op.asset.getIssuer();
      if (from !== issuer) {
        const line = src.trust.get(key) ?? fail('op_src_no_trust');
        if (!line.authorized) fail('op_src_not_authorized');
        if (line.balance < amount) fail('op_underfunded');
        line.balance -= amount;
      }
      if (op.destination !== issuer) {
        const line = dest.trust.get(key) ?? fail('op_no_trust');
        if (!line.authorized) fail('op_not_authorized');
        if (line.balance + amount > line.limit) fail('op_line_full');
        line.balance += amount;
      }
      return;
    }
    case 'changeTrust': {
      const asset = op.line as Asset;
      if (typeof (asset as { getIssuer?: unknown }).getIssuer !== 'function' || asset.isNative())
        fail('op_malformed');
      const issuer = asset.getIssuer();
      if (issuer === from) fail('op_self_not_allowed');
      const issuerAccount = get(issuer) ?? fail('op_no_issuer');
      const limit = stroopsOf(op.limit);
      const key = assetKey(asset);
      const line = src.trust.get(key);
      if (limit === 0n) {
        if (!line || line.balance > 0n) fail('op_invalid_limit');
        src.trust.delete(key);
        src.subentries -= 1;
      } else if (line) {
        if (limit < line.balance) fail('op_invalid_limit');
        line.limit = limit;
      } else {
        if (avail() < BASE_RESERVE) fail('op_low_reserve');
        src.trust.set(key, { balance: 0n, limit, authorized: !issuerAccount.authRequired });
        src.subentries += 1;
      }
      return;
    }
    default:
      fail('op_not_supported');
  }
}

/** Horizon's operation record (GET /transactions/{hash}/operations) of one operation. */
export function describe(
  op: Transaction['operations'][number],
  from: string,
  base: Record<string, unknown>,
): OpRecord {
  switch (op.type) {
    case 'createAccount':
      return {
        ...base,
        type: 'create_account',
        type_i: 0,
        starting_balance: op.startingBalance,
        funder: from,
        account: op.destination,
      };
    case 'payment':
      return {
        ...base,
        type: 'payment',
        type_i: 1,
        ...assetFields(op.asset),
        from,
        to: op.destination,
        amount: op.amount,
      };
    case 'changeTrust': {
      const asset = op.line as Asset;
      const credit = typeof (asset as { getIssuer?: unknown }).getIssuer === 'function' && !asset.isNative();
      return {
        ...base,
        type: 'change_trust',
        type_i: 6,
        ...(credit ? { ...assetFields(asset), trustee: asset.getIssuer() } : {}),
        limit: op.limit,
        trustor: from,
      };
    }
    default:
      return { ...base, type: snake(op.type), type_i: OP_TYPES.indexOf(snake(op.type)) };
  }
}

/** Horizon's type_i is the XDR OperationType. */
const OP_TYPES = [
  'create_account',
  'payment',
  'path_payment_strict_receive',
  'manage_sell_offer',
  'create_passive_sell_offer',
  'set_options',
  'change_trust',
  'allow_trust',
  'account_merge',
  'inflation',
  'manage_data',
  'bump_sequence',
  'manage_buy_offer',
  'path_payment_strict_send',
  'create_claimable_balance',
  'claim_claimable_balance',
  'begin_sponsoring_future_reserves',
  'end_sponsoring_future_reserves',
  'revoke_sponsorship',
  'clawback',
  'clawback_claimable_balance',
  'set_trust_line_flags',
  'liquidity_pool_deposit',
  'liquidity_pool_withdraw',
];

const snake = (t: string) => t.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function assetFields(a: Asset): Record<string, string> {
  if (a.isNative()) return { asset_type: 'native' };
  return { asset_type: a.getAssetType(), asset_code: a.getCode(), asset_issuer: a.getIssuer() };
}
