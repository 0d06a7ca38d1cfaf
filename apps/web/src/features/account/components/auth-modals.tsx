'use client';
// The account dialogs of the whole site, mounted once in the layout: the dialog the auth-modal
// store names, opened by buttons, by the URL (AuthUrlOpener) or by the player store.
import { lazyComponent } from '@/lib/lazy-component';
import { Suspense, useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { AuthUrlOpener } from './auth-url-opener';

const loadContent = () => import('./auth-modal-content');
const AuthModalContent = lazyComponent(loadContent);

export function AuthModals() {
  const current = useAuthModal((s) => s.current);
  const close = useAuthModal((s) => s.close);
  // Fetched while the page is idle, so the first dialog opens without waiting for it.
  useEffect(() => whenIdle(() => void loadContent()), []);
  return (
    <>
      <Suspense fallback={null}>
        <AuthUrlOpener />
      </Suspense>
      {current ? <AuthModalContent request={current} onClose={close} /> : null}
    </>
  );
}
