import type { Metadata } from 'next';
import { TextPage } from '@/components/ui/text-page';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(
    getIntl(locale).formatMessage({ id: 'general-rules.title' }),
    '/general-rules',
    locale,
  );
}

export default async function GeneralRulesPage({ params }: Props) {
  return (
    <TextPage
      locale={await routeLocale(params)}
      title="general-rules.title"
      paragraphs={[
        'general-rules.p1',
        'general-rules.p2',
        'general-rules.p3',
        'general-rules.p4',
        'general-rules.p5',
      ]}
    />
  );
}
