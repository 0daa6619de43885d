import { notFound } from 'next/navigation';

/** The spec's /404 route: the 'Error 404: Page Not found' page, with status 404. */
export default function Error404Page() {
  notFound();
}
