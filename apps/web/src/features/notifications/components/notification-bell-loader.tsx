'use client';
// The bell loads once a signed-in player's header shows it (a visitor's page carries none of its
// code); until it arrives, a box of its size holds its place so the header does not move.
import { lazyComponent } from '@/lib/lazy-component';
import styles from './notifications.module.css';

export const NotificationBell = lazyComponent(
  () => import('./notification-bell').then((m) => m.NotificationBell),
  { fallback: <span className={styles.bellSpace} aria-hidden="true" /> },
);
