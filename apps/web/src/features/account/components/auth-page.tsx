// The /users/sign-in and /users/sign-up pages: one shape, the form decides by mode.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';
import { AuthForm } from './auth-form';

export type AuthMode = 'sign-in' | 'sign-up';
type Params = { params: Promise<{ locale: string }> };

export async function authPageMetadata(mode: AuthMode, { params }: Params): Promise<Metadata> {
  const locale = await routeLocale(params);
  const title = getIntl(locale).formatMessage({ id: `auth.${mode}.title` });
  return pageMetadata(title, `/users/${mode}`, locale, { pageOptOut: true });
}

export async function AuthPage({ mode, params }: Params & { mode: AuthMode }) {
  await routeLocale(params);
  const list = await headers();
  const country = (list.get('cf-ipcountry') ?? list.get('x-country') ?? 'DE').toUpperCase();
  return (
    <Suspense fallback={null}>
      <AuthForm mode={mode} country={country} />
    </Suspense>
  );
}
