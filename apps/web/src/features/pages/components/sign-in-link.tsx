'use client';
// A sign-in link that works before hydration (the sign-in page) and opens the dialog in place after.
import type { MouseEvent, ReactNode } from 'react';
import { useAuthModal } from '@/lib/session/auth-modal-store';

export function SignInLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        useAuthModal.getState().open({ modal: 'sign_in' });
      }}
    >
      {children}
    </a>
  );
}
