import type { Metadata } from 'next';
import { TermsPage } from '@/features/help/components/terms-page';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'terms.title' }),
    '/terms-and-conditions',
    locale,
  );
}

export default async function TermsAndConditionsPage({ params }: Props) {
  return <TermsPage locale={await routeLocale(params)} />;
}
