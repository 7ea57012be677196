/**
 * Sell crypto (/home/sell, app-layer §4), rendered from ui-state's useSellForm over the product
 * API's /sell relay (MoonPay-shaped): the amount's quote comes 800 ms after the last keystroke;
 * Continue opens the chosen provider's page (Linking: a new tab on the web build, the browser on
 * a phone), where the sale is confirmed; "I confirmed the sale" fetches the payment details and
 * estimates the deposit's fee; the review is a step of this screen and Send sends the deposit.
 */
import { Linking, Text } from 'react-native';
import { SELL_FIATS, sellQuoteText, useSellForm } from '@kestrel/ui-state/useSellForm';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors } from '../../ui/theme';
import { Fact } from './parts/Fact';

const openUrl = async (url: string) => void (await Linking.openURL(url));

export default function SellScreen() {
  const f = useSellForm(openUrl);
  const { review } = f;

  if (review) {
    return (
      <Screen title="Send to the provider">
        <Fact label="Amount" value={review.amount} />
        <Fact label="Deposit address" value={review.depositAddress} testID="deposit-address" />
        {review.memo ? <Fact label="Memo" value={review.memo} /> : null}
        <Fact label="Network fee" value={review.fee} />
        <Button label="Send" busy={f.sending} onPress={() => void f.send()} />
        <Button variant="ghost" label="Back" onPress={f.closeReview} />
      </Screen>
    );
  }

  return (
    <Screen title="Sell crypto">
      <Choice
        label="Coin"
        value={f.coin?._id ?? ''}
        onChange={f.setCoinId}
        options={f.coins.map((c) => ({ value: c._id, label: c.symbol }))}
      />
      <TextField label="Amount to sell" inputMode="decimal" value={f.amount} onChangeText={f.setAmount} />
      <Choice label="Receive in" value={f.fiat} onChange={f.setFiat} options={SELL_FIATS} />
      {f.loading ? <Text style={{ color: colors.muted }}>Getting quotes…</Text> : null}
      {f.providers.length > 0 ? (
        <Choice
          label="Providers"
          value={f.provider}
          onChange={f.setProvider}
          options={f.providers.map((p) => ({ value: p.providerName, label: sellQuoteText(p) }))}
        />
      ) : null}
      {f.quoteError ? <Notice kind="error">{f.quoteError}</Notice> : null}
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button label="Continue with provider" onPress={() => void f.onContinue()} disabled={!f.canContinue} />
      {f.opened ? (
        <Button
          variant="secondary"
          label="I confirmed the sale"
          onPress={() => void f.onConfirmed()}
          busy={f.busy}
        />
      ) : null}
    </Screen>
  );
}
