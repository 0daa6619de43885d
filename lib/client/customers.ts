import {
  CUSTOMER_PATHS,
  type TCustomer,
  type TCustomerFormInput,
  type TCustomerImportReport,
  type TCustomerPage,
  ZCustomer,
  ZCustomerImportReport,
  ZCustomerPage,
} from '@/lib/contract/customers';
import { type Answer, answerOf, parsedBy } from './answer';
import { callApi, type Query } from './browser-api';

/**
 * The notifications engine's customer calls (spec §7 api/v1/customer/customer, customer_upload;
 * shapes in lib/contract/customers.ts), same-origin through /api/. Staff who manage campaigns only:
 * the server refuses anyone else (401/403, 404 where the feature is off).
 */

export interface CustomerListQuery {
  search?: string;
  subscribed?: 'true' | 'false';
  page?: number;
}

export const listCustomers = async (query: CustomerListQuery): Promise<Answer<TCustomerPage>> =>
  answerOf(await callApi(CUSTOMER_PATHS.list, { query: query as Query }), parsedBy(ZCustomerPage));

/** Adds a customer, or (with an id) replaces one's fields. */
export const saveCustomer = async (
  input: TCustomerFormInput,
  id: string | null,
): Promise<Answer<TCustomer>> =>
  answerOf(
    await (id
      ? callApi(CUSTOMER_PATHS.one(id), { method: 'PUT', body: input })
      : callApi(CUSTOMER_PATHS.list, { method: 'POST', body: input })),
    parsedBy(ZCustomer),
  );

export const deleteCustomer = async (id: string): Promise<Answer<true>> =>
  answerOf(await callApi(CUSTOMER_PATHS.one(id), { method: 'DELETE' }), () => true);

/** Sends a CSV file as the body (text/csv); the answer is the import's report. */
export const uploadCustomers = async (file: Blob): Promise<Answer<TCustomerImportReport>> => {
  const csv = file.type === 'text/csv' ? file : new Blob([file], { type: 'text/csv' });
  return answerOf(
    await callApi(CUSTOMER_PATHS.upload, { method: 'POST', file: csv }),
    parsedBy(ZCustomerImportReport),
  );
};
