/** A surface that groups related content. */
import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={[styles.card, className ?? ''].join(' ')} {...rest} />;
}
