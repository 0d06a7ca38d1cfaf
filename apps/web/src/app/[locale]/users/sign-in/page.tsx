import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { AuthForm } from '@/features/account/components/auth-form';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'auth.sign-in.title' }),
    '/users/sign-in',
    locale,
    {
      pageOptOut: true,
    },
  );
}

export default async function Page({ params }: Props) {
  await routeLocale(params);
  const list = await headers();
  const country = (list.get('cf-ipcountry') ?? list.get('x-country') ?? 'DE').toUpperCase();
  return (
    <Suspense fallback={null}>
      <AuthForm mode="sign-in" country={country} />
    </Suspense>
  );
}
