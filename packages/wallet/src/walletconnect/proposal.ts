/**
 * A session proposal as the review shows it (dapp name, URL, icon, requested chains and methods),
 * and the namespaces an approval grants: the chosen accounts on the requested chains this network
 * knows, the requested methods and events Kestrel answers.
 */
import { getChain, isChainName, type NetworkName } from '@kestrel/chains';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import type { WalletCoin } from '../store/types';
import { caipChainOf, chainOfCaip, EIP155 } from './chains';
import { WC_EVENTS, WC_METHODS } from './requests';

export interface ProposalReview {
  id: number;
  name: string;
  url: string;
  icon: string | null;
  description: string;
  /** Every chain the dapp asked for (required and optional), CAIP-2. */
  chains: string[];
  methods: string[];
  /** Requested chains this network has, with the registry's chain_name. */
  available: { chainId: string; chain_name: string }[];
  /** Required chains Kestrel cannot serve: approving is then refused. */
  missingRequired: string[];
}

function requested(p: ProposalTypes.Struct) {
  const all = [...Object.entries(p.requiredNamespaces), ...Object.entries(p.optionalNamespaces ?? {})];
  const chains = new Set<string>();
  const methods = new Set<string>();
  const events = new Set<string>();
  for (const [key, ns] of all) {
    for (const c of ns.chains ?? (key.includes(':') ? [key] : [])) chains.add(c);
    for (const m of ns.methods) methods.add(m);
    for (const e of ns.events) events.add(e);
  }
  const required = Object.entries(p.requiredNamespaces).flatMap(
    ([key, ns]) => ns.chains ?? (key.includes(':') ? [key] : [key]),
  );
  return { chains: [...chains], methods: [...methods], events: [...events], required };
}

export function proposalReview(p: ProposalTypes.Struct, network: NetworkName): ProposalReview {
  const r = requested(p);
  const available = r.chains.flatMap((c) => {
    const chain = chainOfCaip(c, network);
    return chain ? [{ chainId: c, chain_name: chain.chain_name }] : [];
  });
  const meta = p.proposer.metadata;
  return {
    id: p.id,
    name: meta.name,
    url: meta.url,
    icon: meta.icons[0] ?? null,
    description: meta.description,
    chains: r.chains,
    methods: r.methods,
    available,
    missingRequired: r.required.filter((c) => !available.some((a) => a.chainId === c)),
  };
}

/** The namespaces granted for the chosen coins (their chains must be among the requested ones). */
export function approvedNamespaces(
  p: ProposalTypes.Struct,
  network: NetworkName,
  coins: WalletCoin[],
): SessionTypes.Namespaces {
  const r = requested(p);
  const review = proposalReview(p, network);
  if (review.missingRequired.length > 0)
    throw new Error(
      `The dapp requires chains this wallet cannot connect: ${review.missingRequired.join(', ')}`,
    );
  const accounts: string[] = [];
  const chains = new Set<string>();
  for (const coin of coins) {
    const caip = isChainName(coin.chain_name) ? caipChainOf(getChain(coin.chain_name), network) : undefined;
    // Token coins share their chain's account: one account per chain and address.
    const account = `${caip}:${coin.address}`;
    if (caip && r.chains.includes(caip) && !coin.networkMismatch && !accounts.includes(account)) {
      accounts.push(account);
      chains.add(caip);
    }
  }
  if (accounts.length === 0) throw new Error('Choose at least one account on a chain the dapp asked for');
  const methods = r.methods.length
    ? r.methods.filter((m) => (WC_METHODS as readonly string[]).includes(m))
    : [...WC_METHODS];
  return {
    [EIP155]: {
      chains: [...chains],
      accounts,
      methods,
      events: r.events.filter((e) => WC_EVENTS.includes(e)),
    },
  };
}
