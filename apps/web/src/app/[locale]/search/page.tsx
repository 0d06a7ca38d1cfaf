import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { SearchBox } from '@/features/search/components/search-box';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(getIntl(locale).formatMessage({ id: 'header.search' }), '/search', locale, {
    pageOptOut: true,
  });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'header.search' })}</PageTitle>
      <SearchBox locale={locale} initial={(await searchParams).q ?? ''} />
    </>
  );
}
