import type { Metadata } from 'next';
import { TextPage } from '@/components/ui/text-page';
import { routeLocale } from '@/lib/i18n/server';
import { InitRedirect } from '@/features/layout/components/init-redirect';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function InitSportsbookPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const locale = await routeLocale(params);
  return (
    <>
      <TextPage
        locale={locale}
        title="init-sportsbook.title"
        paragraphs={['init-sportsbook.description']}
      />
      <InitRedirect />
    </>
  );
}
