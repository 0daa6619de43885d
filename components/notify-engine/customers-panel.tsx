'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog } from '@/components/dialogs';
import { type CustomerListQuery, deleteCustomer, listCustomers } from '@/lib/client/customers';
import type { TCustomer } from '@/lib/contract/customers';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerUpload } from './customer-upload';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink focus:border-brand focus:outline-2 focus:outline-brand/40';

const nameOf = (c: TCustomer) => `${c.first_name} ${c.last_name}`.trim();

/**
 * The notifications engine's customers (issue 29 item 1): search by name, e-mail or mobile, the
 * subscription filter, 20 a page; add and edit in a dialog, delete after a confirmation; a CSV
 * import with its per-row report. Every change reloads the page of the list shown.
 */
export function CustomersPanel() {
  const t = useTranslations('NotifyEngine.customers');
  const [query, setQuery] = useState<CustomerListQuery>({ page: 1 });
  const [searchText, setSearchText] = useState('');
  const [editing, setEditing] = useState<TCustomer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCustomer | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { data: answer, mutate } = useSWR(['notify-engine/customers', query], () => listCustomers(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: searchText.trim() || undefined, page: 1 }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const res = await deleteCustomer(deleting.id);
    setDeleting(null);
    if (!res.ok && res.status !== 404) setDeleteError(res.message);
    else setDeleteError(null);
    await mutate();
  };

  return (
    <div className="flex flex-col gap-6">
      <CustomerUpload onImported={() => void mutate()} />

      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-ink">{t('heading')}</h2>
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={`${buttonClass} bg-brand text-on-brand hover:opacity-90`}
          >
            {t('add')}
          </button>
        </div>

        <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="customer-search" className="mb-1 block text-sm font-medium text-ink">
              {t('searchLabel')}
            </label>
            <input
              id="customer-search"
              type="search"
              value={searchText}
              maxLength={200}
              placeholder={t('searchPlaceholder')}
              onChange={(e) => setSearchText(e.target.value)}
              className={inputClass}
            />
          </div>
          <div className="sm:w-48">
            <label htmlFor="customer-subscribed" className="mb-1 block text-sm font-medium text-ink">
              {t('filterLabel')}
            </label>
            <select
              id="customer-subscribed"
              value={query.subscribed ?? ''}
              onChange={(e) => {
                const v = e.target.value;
                setQuery((q) => ({
                  ...q,
                  subscribed: v === 'true' || v === 'false' ? v : undefined,
                  page: 1,
                }));
              }}
              className={inputClass}
            >
              <option value="">{t('filterAll')}</option>
              <option value="true">{t('filterSubscribed')}</option>
              <option value="false">{t('filterUnsubscribed')}</option>
            </select>
          </div>
          <button type="submit" className={`${buttonClass} border border-brand text-brand hover:bg-brand/10`}>
            {t('search')}
          </button>
        </form>

        {deleteError ? (
          <p role="alert" className="text-sm text-red-800">
            {deleteError}
          </p>
        ) : null}

        {!answer ? (
          <p role="status" className="text-slate-700">
            {t('loading')}
          </p>
        ) : !answer.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {answer.message ?? t('loadError')}
          </p>
        ) : (
          <CustomerList
            customers={answer.data.results}
            count={answer.data.count}
            page={answer.data.page}
            pageSize={answer.data.page_size}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </div>

      <CustomerFormDialog
        customer={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void mutate();
        }}
      />
      <DeleteConfirm customer={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}

function DeleteConfirm({
  customer,
  onCancel,
  onConfirm,
}: {
  customer: TCustomer | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('NotifyEngine.delete');
  return (
    <ConfirmDialog
      open={customer !== null}
      title={t('title')}
      message={t('message', { name: customer ? nameOf(customer) : '' })}
      confirmLabel={t('confirm')}
      tone="danger"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function CustomerList({
  customers,
  count,
  page,
  pageSize,
  onPage,
  onEdit,
  onDelete,
}: {
  customers: TCustomer[];
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onEdit: (c: TCustomer) => void;
  onDelete: (c: TCustomer) => void;
}) {
  const t = useTranslations('NotifyEngine.customers');
  const pages = Math.max(1, Math.ceil(count / Math.max(pageSize, 1)));
  return (
    <>
      <p className="text-sm font-medium text-slate-700" data-testid="customer-count" aria-live="polite">
        {t('count', { count })}
      </p>
      {customers.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="customer-list">
          {customers.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  <span className="break-words">{nameOf(c)}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      c.subscribed ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {c.subscribed ? t('subscribed') : t('unsubscribed')}
                  </span>
                </p>
                <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
                  {c.email ? <span className="break-all">{c.email}</span> : null}
                  {c.email && c.mobile ? <span aria-hidden="true">·</span> : null}
                  {c.mobile ? <span className="whitespace-nowrap">{c.mobile}</span> : null}
                  {c.email || c.mobile ? null : t('noContact')}
                </p>
                {c.city || c.country || c.tags.length ? (
                  <p className="text-sm text-slate-600">
                    {[[c.city, c.country].filter(Boolean).join(', '), c.tags.join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  onClick={() => onEdit(c)}
                  aria-label={t('editLabel', { name: nameOf(c) })}
                  className={`${buttonClass} ring-1 ring-slate-300 hover:bg-slate-100`}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(c)}
                  aria-label={t('deleteLabel', { name: nameOf(c) })}
                  className={`${buttonClass} text-red-700 ring-1 ring-red-300 hover:bg-red-50`}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={`${buttonClass} text-brand underline disabled:invisible`}
          >
            {t('previous')}
          </button>
          <span className="text-sm text-slate-700">{t('pageOf', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            className={`${buttonClass} text-brand underline disabled:invisible`}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
