import { notFound, redirect } from 'next/navigation';
import { HOME_PATH } from '@/lib/shell/path-rules';

/**
 * Any unknown path shows the spec's 404 page, except a path that carries the modal history marker
 * (`modalOpened`, pushed when a blocking modal opens): that goes back to the page behind the modal.
 */
export default async function UnknownPath({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const idx = rest.findIndex((s) => decodeURIComponent(s).includes('modalOpened'));
  if (idx >= 0) redirect(`/${rest.slice(0, idx).join('/')}` || HOME_PATH);
  notFound();
}
