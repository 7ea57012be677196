/** First run: create a new wallet or import one. Also reached from Home to add another wallet. */
import { useNavigate } from 'react-router';
import { useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { OnboardingLayout } from './OnboardingLayout';
import styles from './Onboarding.module.css';

export default function Welcome() {
  const navigate = useNavigate();
  const { status } = useSession();
  const adding = status === 'unlocked';
  return (
    <OnboardingLayout
      title={adding ? 'Add a wallet' : 'Your keys, your coins'}
      {...(adding ? { back: { to: '/home', label: 'Home' } } : {})}
    >
      <p className={styles.lead}>
        Kestrel keeps your recovery phrase and keys on this device, encrypted with your password. Nobody else
        can reach them — so nobody else can restore them for you.
      </p>
      <div className={styles.choices}>
        <Button block onClick={() => void navigate('/create')}>
          Create a new wallet
        </Button>
        <Button block variant="secondary" onClick={() => void navigate('/import')}>
          Import a wallet
        </Button>
      </div>
    </OnboardingLayout>
  );
}
