import { localizedErrorPage } from '@/lib/i18n/error-pages';
import { routeLocale } from '@/lib/i18n/server';

export const metadata = { robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ country?: string }> };

export default async function BlockedPage({ params, searchParams }: Props) {
  const country = (await searchParams).country;
  const code = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  return localizedErrorPage('blocked', await routeLocale(params), code);
}
