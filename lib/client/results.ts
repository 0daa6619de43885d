import 'server-only';
import { parseContractBody } from '@/lib/contract/contract-body';
import { type TSearchResults, ZSearchResults } from '@/lib/contract/products';
import { type Answer, answerOf } from './answer';
import { callAsVisitor } from './server-api';

/** v1/search_results?package_id=&kind= as the visitor (their session goes along). */
export async function getSearchResults(
  site: string,
  packageId: string,
  kind?: string,
): Promise<Answer<TSearchResults>> {
  const res = await callAsVisitor(site, 'v1/search_results', {
    query: { package_id: packageId, ...(kind ? { kind } : {}) },
  });
  return answerOf(res, (body) => parseContractBody(ZSearchResults, body));
}
