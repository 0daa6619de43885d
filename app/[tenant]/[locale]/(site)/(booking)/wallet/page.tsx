import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WalletStatement } from '@/components/wallet/wallet-statement';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in agent: a shell around a client leaf that asks for the statement.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('walletTitle'), robots: { index: false } };
}

/** wallet: the agency balance's statement (issue 28 item 6), from the header's Wallet Amount. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <WalletStatement />;
}
