/**
 * The wallet side of WalletConnect v2 (app-layer §3 WalletConnect state; the wallet's per-session
 * data): pairing from a wc: link, the proposal reviewed then approved for chosen accounts or
 * rejected, sessions per wallet with disconnect, and each dapp request reviewed then carried out
 * (eth_sendTransaction through the one send pipeline, personal_sign / eth_signTypedData_v4 through
 * the signer's message capability, wallet_switchEthereumChain) or rejected with 4001. What the
 * session did not approve is refused before anyone sees it (5100 / 5101).
 */
import type { NetworkName } from '@kestrel/chains';
import type { SignClient } from '@walletconnect/sign-client';
import type { CoreTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { extraDataActions } from '../store/slices/extraData';
import { walletConnectActions } from '../store/slices/walletConnect';
import { walletsActions } from '../store/slices/wallets';
import type { FlowEnv } from '../flows/flowEnv';
import { walletOf } from '../flows/walletOf';
import { internalError, WC_ERRORS, type WcError } from './errors';
import { approvedNamespaces, proposalReview, type ProposalReview } from './proposal';
import { carryOut, prepareRequest, type PendingRequest, type PreparedRequest } from './execute';
import { parseWcUri } from './uri';
import { RequestRefusal, reviewOf } from './requests';

/** The public relay (mainnet builds); tests and the devnet use the loopback relay's URL. */
export const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org';

export interface WalletConnectConfig {
  relayUrl: string;
  /** WalletConnect Cloud project id (the public relay needs one; the loopback relay takes any). */
  projectId: string;
  metadata: CoreTypes.Metadata;
  /** Default: the client's own storage (IndexedDB in browsers). */
  storage?: SignClientTypes.Options['storage'];
}

export interface SessionView {
  topic: string;
  walletId: string | null;
  name: string;
  url: string;
  icon: string | null;
  accounts: string[];
  methods: string[];
  expiry: number;
}

export class WalletConnectWallet {
  private readonly proposals = new Map<number, SignClientTypes.EventArguments['session_proposal']>();
  private readonly requests = new Map<number, PreparedRequest>();

  private constructor(
    readonly client: InstanceType<typeof SignClient>,
    private readonly env: FlowEnv,
    private readonly network: NetworkName,
  ) {
    client.on('session_proposal', (p) => this.onProposal(p));
    client.on('session_request', (r) => void this.onRequest(r));
    client.on('session_delete', ({ topic }) => this.forget(topic));
    client.on('session_expire', ({ topic }) => this.forget(topic));
  }

  static async start(
    env: FlowEnv,
    network: NetworkName,
    config: WalletConnectConfig,
  ): Promise<WalletConnectWallet> {
    // Loaded on first use: the shells and the CLI import the wallet without the client's weight.
    const { SignClient } = await import('@walletconnect/sign-client');
    const client = await SignClient.init({
      projectId: config.projectId,
      relayUrl: config.relayUrl,
      metadata: config.metadata,
      logger: 'silent',
      telemetryEnabled: false,
      // The core is shared per storage prefix: the wallet keeps its own.
      customStoragePrefix: 'kestrel-wallet',
      ...(config.storage ? { storage: config.storage } : {}),
    });
    const wc = new WalletConnectWallet(client, env, network);
    env.dispatch(extraDataActions.setExtraData({ isWalletConnectInitialized: true }));
    wc.syncConnected();
    return wc;
  }

  /** Pairs from a wc: link (pasted or read from a QR image); the proposal then arrives for review. */
  async pair(uri: string): Promise<void> {
    parseWcUri(uri);
    this.env.dispatch(extraDataActions.setExtraData({ wcUri: uri.trim() }));
    await this.client.pair({ uri: uri.trim() });
  }

  private onProposal(p: SignClientTypes.EventArguments['session_proposal']) {
    this.proposals.set(p.id, p);
    const review: ProposalReview = proposalReview(p.params, this.network);
    this.env.dispatch(
      walletConnectActions.setWalletConnect({ requestedModalVisible: true, requestData: review }),
    );
  }

  /** Approves the proposal for the current wallet's chosen coins (default: all on requested chains). */
  async approveProposal(id: number, coinIds?: string[]): Promise<SessionView> {
    const p = this.proposalOf(id);
    const wallet = walletOf(this.env.getState());
    const coins = coinIds ? wallet.coins.filter((c) => coinIds.includes(c._id)) : wallet.coins;
    const namespaces = approvedNamespaces(p.params, this.network, coins);
    const { acknowledged } = await this.client.approve({ id, namespaces });
    const session = await acknowledged();
    this.proposals.delete(id);
    this.env.dispatch(
      walletsActions.setWalletConnectSession({
        topic: session.topic,
        session: { peer: session.peer.metadata, namespaces: session.namespaces, expiry: session.expiry },
        walletData: { walletId: wallet.id, accounts: namespaces.eip155?.accounts ?? [] },
      }),
    );
    this.closeProposal();
    return this.viewOf(session);
  }

  async rejectProposal(id: number): Promise<void> {
    this.proposalOf(id);
    this.proposals.delete(id);
    this.closeProposal();
    await this.client.reject({ id, reason: WC_ERRORS.proposalRejected });
  }

  /** The sessions, each with the wallet it was approved for; `walletId` keeps one wallet's. */
  sessions(walletId?: string): SessionView[] {
    const all = this.client.session.getAll().map((s) => this.viewOf(s));
    return walletId ? all.filter((s) => s.walletId === walletId) : all;
  }

  async disconnect(topic: string): Promise<void> {
    await this.client.disconnect({ topic, reason: WC_ERRORS.userDisconnected });
    this.forget(topic);
  }

  /** The requests waiting for review, oldest first. */
  pendingRequests(): PendingRequest[] {
    return [...this.requests.values()].map((r) => r.pending);
  }

  /** Carries out a reviewed request and answers the dapp with its result (the hash, the signature). */
  async approveRequest(id: number): Promise<unknown> {
    const r = this.requestOf(id);
    this.env.dispatch(walletConnectActions.setWalletConnect({ isTransactionSubmitting: true }));
    try {
      const result = await carryOut(this.env, this.client, r);
      await this.answer(r.pending.topic, id, { result });
      return result;
    } catch (e) {
      await this.answer(r.pending.topic, id, {
        error: e instanceof RequestRefusal ? e.error : internalError(e),
      });
      throw e;
    } finally {
      this.requests.delete(id);
      this.showNextRequest({ isTransactionSubmitting: false });
    }
  }

  async rejectRequest(id: number): Promise<void> {
    const r = this.requestOf(id);
    this.requests.delete(id);
    this.showNextRequest({});
    await this.answer(r.pending.topic, id, { error: WC_ERRORS.requestRejected });
  }

  async stop(): Promise<void> {
    await this.client.core.relayer.transportClose();
  }

  private async onRequest(e: SignClientTypes.EventArguments['session_request']) {
    const { id, topic, params } = e;
    try {
      const session = this.client.session.get(topic);
      const review = reviewOf(session, params.chainId, params.request);
      const prepared = await prepareRequest(this.env, this.network, {
        id,
        topic,
        chainId: params.chainId,
        session,
        review,
      });
      this.requests.set(id, prepared);
      if (this.requests.size === 1) this.showNextRequest({});
    } catch (err) {
      const error: WcError =
        err instanceof RequestRefusal
          ? err.error
          : { ...WC_ERRORS.invalidParams, message: String((err as Error).message ?? err) };
      await this.answer(topic, id, { error });
    }
  }

  private answer(topic: string, id: number, a: { result: unknown } | { error: WcError }) {
    return this.client.respond({ topic, response: { id, jsonrpc: '2.0', ...a } });
  }

  private showNextRequest(extra: { isTransactionSubmitting?: boolean }) {
    const next = this.requests.values().next().value?.pending;
    this.env.dispatch(
      walletConnectActions.setWalletConnect({
        ...extra,
        transactionModalVisible: next !== undefined,
        transactionRequestData: next ?? null,
      }),
    );
  }

  private closeProposal() {
    this.env.dispatch(
      walletConnectActions.setWalletConnect({ requestedModalVisible: false, requestData: null }),
    );
    this.syncConnected();
  }

  private forget(topic: string) {
    this.env.dispatch(walletsActions.removeWalletConnectSession(topic));
    for (const [id, r] of this.requests) if (r.pending.topic === topic) this.requests.delete(id);
    this.showNextRequest({});
    this.syncConnected();
  }

  private syncConnected() {
    this.env.dispatch(walletConnectActions.setWalletConnect({ isConnected: this.client.session.length > 0 }));
  }

  private proposalOf(id: number) {
    const p = this.proposals.get(id);
    if (!p) throw new Error('This connection request is no longer pending');
    return p;
  }

  private requestOf(id: number) {
    const r = this.requests.get(id);
    if (!r) throw new Error('This request is no longer pending');
    return r;
  }

  private viewOf(s: SessionTypes.Struct): SessionView {
    const owner = this.env
      .getState()
      .wallets.allWallets.find(
        (w) => (w.session as Record<string, unknown> | undefined)?.[s.topic] !== undefined,
      );
    return {
      topic: s.topic,
      walletId: owner?.id ?? null,
      name: s.peer.metadata.name,
      url: s.peer.metadata.url,
      icon: s.peer.metadata.icons[0] ?? null,
      accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
      methods: Object.values(s.namespaces).flatMap((n) => n.methods),
      expiry: s.expiry,
    };
  }
}
