import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { reportClientError } from '../../../client/report-error';
import { FormToken } from '../../../components/form/form-ui';
import { ErrorText, PartError, Section, smallButton, useFormat } from '../../../components/ui';
import { productImage } from '../../../components/ui/account-styles';
import { textLink } from '../../../components/ui/styles';
import type { Order } from '../../../shared/api/orders';
import { formBody, postForm } from '../../../shared/forms/answer';
import type { FormStatus } from '../../../shared/forms/form-status';
import { type ProductAction, postedProductOutcome } from '../../../shared/forms/product-actions';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { isSafeLink } from '../../../shared/links/safe-link';
import { productQuery, reorderStatusQuery, voucherQuery } from '../../../shared/queries/orders';
import { settled } from '../../../shared/queries/settled';
import { DownloadButton, downloadKey, hasInvoicePdf, pdfFileName, useDownloads } from '../../invoices';
import { showsOwnInvoice, showsReorder } from '../follow-ups';
import { displayStatus, isProduced, isProductionProblem, paymentLabel, productionLabel } from '../statuses';
import { StatusBadge } from './StatusBadge';

/** One product of an order: thumbnail, name, status, price, voucher, online version, reorder, invoice. */
export function ProductItem({ product: p, isBusiness, orderCode }: { product: Order; isBusiness: boolean; orderCode: string }) {
  const t = useT();
  const f = useFormat();
  const s = displayStatus(p.status);
  const pay = paymentLabel(p.paymentStatus);
  const prod = productionLabel(p);
  const headingId = `product-${p.code}`;
  const produced = isProduced(p);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-row gap-4 py-4 border-0 border-b border-solid border-line"
      data-product={p.code}
    >
      {p.thumbnailUrl ? (
        <img src={p.thumbnailUrl} alt="" width={96} height={96} decoding="async" className={`w-16 h-16 sm:w-24 sm:h-24 ${productImage}`} />
      ) : null}
      <div className="flex-1 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-bold m-0">
            {p.articleName}
          </h3>
          {s ? <StatusBadge status={s} /> : null}
        </div>
        <p className="m-0 text-ink">
          {t('orders.product.quantity', { count: p.quantity })} · {f.money(p.price, p.currency)}
          {pay ? <> · {t(`orders.payment.${pay}` as MessageId)}</> : null}
          {prod ? (
            <>
              {' · '}
              <span data-production={prod} className={isProductionProblem(prod) ? 'text-red-800 font-semibold' : undefined}>
                {t(`orders.production.${prod}` as MessageId)}
              </span>
            </>
          ) : null}
        </p>
        {p.delayed && p.status !== 'Dispatched' && p.status !== 'Cancelled' ? (
          <p className="m-0 text-amber-900 font-semibold" role="note">
            {t('orders.delayed')}
          </p>
        ) : null}
        {p.voucher ? (
          <Section errorId="orders.voucher.error">
            <VoucherInfo code={p.voucher} />
          </Section>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {p.onlineVersion && p.productType === 'PhotoBook' && produced ? <OnlineVersion product={p} orderCode={orderCode} /> : null}
          {showsReorder(p) ? (
            <Section errorId="orders.reorder.statusError" quiet>
              <Reorder code={p.code} orderCode={orderCode} />
            </Section>
          ) : null}
          {showsOwnInvoice(p, isBusiness) ? (
            <Section errorId="orders.invoice.error" quiet>
              <ProductInvoice code={p.code} name={p.articleName} orderCode={orderCode} />
            </Section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Voucher details; 404 (unknown voucher) is a message, any other failure the Section's error. */
function VoucherInfo({ code }: { code: string }) {
  const t = useT();
  const f = useFormat();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(voucherQuery(api, code)));
  if (!r.ok) return <PartError errorId="orders.voucher.error" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const v = r.data;
  if (!v) return <p className="m-0 text-gray-700">{t('orders.voucher.notFound', { code })}</p>;
  const value = v.discountType === 'Percentage' ? f.percent(v.value) : f.money(v.value, v.currency);
  return (
    <div className="rounded-md bg-surface-muted p-3" data-voucher={v.code}>
      <p className="m-0 font-semibold">{t('orders.voucher.title', { code: v.code, value })}</p>
      <p className="m-0">
        {v.title}: {v.description}
      </p>
      <p className="m-0 text-gray-700">
        {v.expired
          ? t('orders.voucher.expired', { date: f.day(v.validUntil) })
          : t('orders.voucher.validUntil', { date: f.day(v.validUntil) })}
      </p>
    </div>
  );
}

/**
 * A product's action as a plain form (issue 35 §2): without JavaScript the browser posts it to the
 * worker (src/features/orders/actions.ts), which answers like the hydrated page; hydrated,
 * the click is the page's own call and the form is never sent.
 */
function ProductActionForm({
  orderCode,
  product,
  action,
  children,
}: {
  orderCode: string;
  product: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={`/orders/${orderCode}/products/${product}`} className="contents">
      <FormToken />
      <input type="hidden" name="_action" value={action} />
      {children}
    </form>
  );
}

/** Where a plain post of this product's action left the page (`?s=&id=`), if it did. */
function usePosted(action: ProductAction, product: string) {
  const search = useSearch({ strict: false }) as { s?: FormStatus; id?: string };
  return postedProductOutcome(search, action, product);
}

/** 'Request online version' → 'Online version is requested' → 'View online version'. */
function OnlineVersion({ product, orderCode }: { product: Order; orderCode: string }) {
  const t = useT();
  const posted = usePosted('online', product.code);
  const [state, setState] = useState(product.onlineVersion!);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(posted === 'failed');
  if (state.state === 'Available' && isSafeLink(state.url)) {
    return (
      <a href={state.url} className={textLink} rel="noopener">
        {t('orders.online.view')}
      </a>
    );
  }
  if (state.state === 'Requested' || state.state === 'Available') {
    return (
      <span role="status" className="text-gray-800">
        {t('orders.online.requested')}
      </span>
    );
  }
  async function request(e: MouseEvent<HTMLButtonElement>) {
    const form = e.currentTarget.form;
    if (!form) return;
    e.preventDefault();
    setPending(true);
    setFailed(false);
    try {
      // The form's own action (src/features/orders/actions.ts), which reports a failure itself.
      const answer = await postForm({ action: form.action, body: formBody(form) });
      if (answer.ok) setState({ ...state, state: 'Requested' });
      else setFailed(true);
    } catch (error) {
      setFailed(true);
      void reportClientError(error, 'REQUEST_ONLINE_VERSION_FAILED');
    } finally {
      setPending(false);
    }
  }
  return (
    <ProductActionForm orderCode={orderCode} product={product.code} action="online-version">
      <button type="submit" className={smallButton} onClick={request} disabled={pending} aria-busy={pending}>
        {t('orders.online.request')}
      </button>
      {failed ? <ErrorText>{t('orders.online.error')}</ErrorText> : null}
    </ProductActionForm>
  );
}

/** GET reorder status decides; POST reorder-direct gives ShopUrl, followed only when it is a safe link. */
function Reorder({ code, orderCode }: { code: string; orderCode: string }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settled(reorderStatusQuery(api, code)));
  const posted = usePosted('reorder', code);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<FormStatus | null>(posted && posted !== 'sent' ? posted : null);
  if (!r.ok) return <PartError errorId="orders.reorder.statusError" correlationId={r.correlationId} />;
  if (!r.data.canReorder) return null;
  async function reorder(e: MouseEvent<HTMLButtonElement>) {
    const form = e.currentTarget.form;
    if (!form) return;
    e.preventDefault();
    setPending(true);
    setFailed(null);
    try {
      // The form's own action (src/features/orders/actions.ts): the shop's link, or why not.
      const answer = await postForm({ action: form.action, body: formBody(form) });
      if (answer.ok && answer.location) return window.location.assign(answer.location);
      // 'inUse': the shop refuses this product now; anything else may work on a second try.
      setFailed(answer.status === 'inUse' ? 'inUse' : 'failed');
    } catch (error) {
      setFailed('failed');
      void reportClientError(error, 'REORDER_FAILED');
    }
    setPending(false);
  }
  return (
    <ProductActionForm orderCode={orderCode} product={code} action="reorder">
      <button type="submit" className={smallButton} onClick={reorder} disabled={pending} aria-busy={pending} data-reorder={code}>
        {pending ? t('orders.reorder.pending') : t('orders.reorder')}
      </button>
      {failed ? <ErrorText>{t(failed === 'inUse' ? 'orders.reorder.refused' : 'orders.reorder.error')}</ErrorText> : null}
    </ProductActionForm>
  );
}

/** A consumer's own invoice of one product, offered when the product has a 'product.pdf' file. */
function ProductInvoice({ code, name, orderCode }: { code: string; name: string; orderCode: string }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settled(productQuery(api, code)));
  const { state, download } = useDownloads();
  if (!r.ok) return <PartError errorId="orders.invoice.error" correlationId={r.correlationId} />;
  if (!hasInvoicePdf(r.data)) return null;
  const key = downloadKey('product', code);
  const fileName = pdfFileName('product', code);
  return (
    <DownloadButton
      state={state[key]}
      fileName={fileName}
      label={t('orders.invoice.download', { name })}
      link={{ kind: 'product', id: code, name: code, back: `/orders/${orderCode}` }}
      onDownload={() => void download(key, fileName, () => api.unzipPdf.pdf(code))}
    />
  );
}
