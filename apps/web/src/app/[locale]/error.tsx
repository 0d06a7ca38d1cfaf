'use client';
import { useIntl } from 'react-intl';
import { ErrorPage } from '@/components/error-page/error-page';
import { DEFAULT_LOCALE, localeFromSegment } from '@/lib/i18n/locales';
import { useParams } from 'next/navigation';

export default function RouteError() {
  const intl = useIntl();
  const params = useParams<{ locale: string }>();
  return (
    <ErrorPage
      code="500"
      locale={localeFromSegment(params.locale) ?? DEFAULT_LOCALE}
      title={intl.formatMessage({ id: 'page.error.title' })}
      description={intl.formatMessage({ id: 'page.error.description' })}
      homeLabel={intl.formatMessage({ id: 'page.error.home-button.title' })}
    />
  );
}
