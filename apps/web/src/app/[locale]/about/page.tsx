import type { Metadata } from 'next';
import { TextPage } from '@/components/ui/text-page';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(getIntl(locale).formatMessage({ id: 'about.title' }), '/about', locale);
}

export default async function AboutPage({ params }: Props) {
  return (
    <TextPage
      locale={await routeLocale(params)}
      title="about.title"
      paragraphs={['about.p1', 'about.p2']}
    />
  );
}
