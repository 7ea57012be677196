/**
 * Providers: per chain, the RPC and explorer endpoints in use on this network, the API keys its
 * providers take (set or not, masked) and the person's own RPC endpoint. Keys go to the encrypted
 * vault; the field is a password field and is emptied once saved.
 */
import { providerKeyText, useProvidersForm } from '@kestrel/ui-state/useProvidersForm';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import styles from './Secrets.module.css';

export function ProvidersCard() {
  const f = useProvidersForm();
  const { view } = f;

  return (
    <Card aria-labelledby="providers-title">
      <h2 id="providers-title">Providers</h2>
      <p className={styles.lead}>
        Public endpoints that need no key are used by default. Explorer history on most EVM chains needs an
        Etherscan V2 key (Ethereum PoW: OKLink). Keys stay in your encrypted vault.
      </p>
      <Select
        label="Chain"
        value={f.chain}
        onChange={(e) => f.setChain(e.target.value)}
        options={f.chains.map((c) => ({ value: c.chain_name, label: c.name }))}
      />
      {view ? (
        <dl data-testid="providers-view">
          <dt>RPC endpoints (in order)</dt>
          {view.rpc.map((r) => (
            <dd key={r.url}>
              {r.url}
              {r.custom ? ' (yours)' : ''}
            </dd>
          ))}
          <dt>Explorer endpoints</dt>
          {view.explorers.length ? view.explorers.map((u) => <dd key={u}>{u}</dd>) : <dd>None</dd>}
          <dt>API keys</dt>
          {view.keys.length ? (
            view.keys.map((k) => (
              <dd key={k.service}>
                {k.service}: {providerKeyText(k)}
              </dd>
            ))
          ) : (
            <dd>None needed</dd>
          )}
        </dl>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          f.addRpc();
        }}
        noValidate
        className={styles.form}
      >
        <TextField
          label="Your own RPC endpoint"
          hint="Tried first for this chain on this network, e.g. your own node"
          value={f.rpc}
          error={f.rpcError}
          onChange={(e) => f.setRpc(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary" busy={f.busy} disabled={!f.rpc}>
            Add RPC endpoint
          </Button>
          {f.hasOwnRpc ? (
            <Button type="button" variant="ghost" busy={f.busy} onClick={f.useDefaults}>
              Use the defaults
            </Button>
          ) : null}
        </div>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          f.saveKey();
        }}
        noValidate
        className={styles.form}
      >
        <Select
          label="Service"
          value={f.service}
          onChange={(e) => f.setService(e.target.value)}
          options={f.services.map((s) => ({ value: s.service, label: s.label }))}
        />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          value={f.key}
          error={f.keyError}
          onChange={(e) => f.setKey(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" busy={f.busy} disabled={!f.key}>
            Save key
          </Button>
          <Button type="button" variant="ghost" busy={f.busy} onClick={f.removeKey}>
            Remove key
          </Button>
        </div>
      </form>
    </Card>
  );
}
