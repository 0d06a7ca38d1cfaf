'use client';
import { useIntl } from 'react-intl';
import { ErrorPage } from '@/components/error-page/error-page';
import { DEFAULT_LOCALE, localeFromSegment } from '@/lib/i18n/locales';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { reportError } from '@/lib/reporting/report-error';

export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error), [error]);
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
