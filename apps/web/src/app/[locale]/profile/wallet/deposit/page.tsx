import type { Metadata } from 'next';
import { PlayerGate } from '@/components/session/player-gate';
import { PageTitle } from '@/components/ui/page-title';
import { DepositView } from '@/features/account';
import { WalletTabs } from '@/features/wallet';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return {
    ...pageMetadata(
      getIntl(locale).formatMessage({ id: 'quick-deposit.title' }),
      '/profile/wallet/deposit',
      locale,
    ),
    robots: { index: false },
  };
}

export default async function DepositPage({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <>
      <PageTitle>{getIntl(locale).formatMessage({ id: 'quick-deposit.title' })}</PageTitle>
      <WalletTabs locale={locale} />
      <PlayerGate>
        <DepositView />
      </PlayerGate>
    </>
  );
}
