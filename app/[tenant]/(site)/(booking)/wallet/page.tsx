import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WalletStatement } from '@/components/wallet/wallet-statement';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in agent: a shell around a client leaf that asks for the statement.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('walletTitle'), robots: { index: false } };
}

/** wallet: the agency balance's statement (issue 28 item 6), from the header's Wallet Amount. */
export default async function Page({ params }: Props) {
  await requireSite(params);
  return <WalletStatement />;
}
