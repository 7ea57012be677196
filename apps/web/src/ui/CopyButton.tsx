/** Copies a text to the clipboard and says so; a secret leaves the clipboard after 60 s (clipboard.ts). */
import { copySecret } from '@kestrel/ui-state/clipboard';
import { showToast } from './toast';
import { Button, type ButtonProps } from './Button';

export function CopyButton({
  text,
  label = 'Copy',
  done = 'Copied',
  secret = false,
  ...rest
}: { text: string; label?: string; done?: string; secret?: boolean } & ButtonProps) {
  const copy = async () => {
    try {
      if (secret) await copySecret(navigator.clipboard, text);
      else await navigator.clipboard.writeText(text);
      showToast('success', done);
    } catch {
      showToast('error', 'Could not copy', 'Select the text and copy it by hand.');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} {...rest}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 15V5a2 2 0 012-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Button>
  );
}
