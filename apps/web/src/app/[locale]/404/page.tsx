import { localizedErrorPage } from '@/lib/i18n/error-pages';
import { routeLocale } from '@/lib/i18n/server';

export const metadata = { robots: { index: false } };

export default async function NotFoundPage({ params }: { params: Promise<{ locale: string }> }) {
  return localizedErrorPage('404', await routeLocale(params));
}
