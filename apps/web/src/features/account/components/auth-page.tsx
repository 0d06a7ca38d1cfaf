// The auth pages (/users/sign-in, /users/password/edit …): the home page with the page's dialog
// open; they are kept out of search engines.
import type { Metadata } from 'next';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';
import type { AuthPage } from '../utils/auth-url';

const TITLES: Record<AuthPage, string> = {
  'sign-in': 'auth.sign-in.title',
  'sign-up': 'auth.sign-up.title',
  'password/new': 'auth.forgot-password.title',
  'password/edit': 'auth.edit-password.title',
  confirmation: 'auth.confirmation.title',
};

type Params = { params: Promise<{ locale: string }> };

export async function authPageMetadata(page: AuthPage, { params }: Params): Promise<Metadata> {
  const locale = await routeLocale(params);
  const title = getIntl(locale).formatMessage({ id: TITLES[page] });
  return pageMetadata(title, `/users/${page}`, locale, { pageOptOut: true });
}
