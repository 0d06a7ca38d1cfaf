import { localizedErrorPage } from '@/lib/i18n/error-pages';
import { routeLocale } from '@/lib/i18n/server';

export const metadata = { robots: { index: false } };

export default async function ErrorStatusPage({ params }: { params: Promise<{ locale: string }> }) {
  return localizedErrorPage('500', await routeLocale(params));
}
