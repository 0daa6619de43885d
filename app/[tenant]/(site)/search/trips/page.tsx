import { getWorkingConfig } from '@/lib/tenant';

export default async function HomePage({ params }: { params: Promise<{ tenant: string }> }) {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold text-brand">{wc?.agency_name}</h1>
      <p>{wc?.tagline}</p>
    </main>
  );
}
