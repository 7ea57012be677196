/** The frame of first-run screens: the mark, one centred card, and a way back. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { Logo } from '../../ui/Logo';
import styles from './Onboarding.module.css';

export function OnboardingLayout({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Logo />
        {back ? (
          <Link to={back.to} className={styles.back}>
            ← {back.label}
          </Link>
        ) : null}
      </header>
      <main className={styles.main}>
        <Card>
          <h1>{title}</h1>
          {children}
        </Card>
      </main>
    </div>
  );
}
