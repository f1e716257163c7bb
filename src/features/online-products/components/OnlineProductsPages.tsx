import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { card, Loading, Section, useFormat } from '../../../components/ui';
import { productImage } from '../../../components/ui/account-styles';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import type { OnlineProduct } from '../../../shared/api/orders';
import { useT } from '../../../shared/i18n/react';
import { onlineProductsQuery } from '../../../shared/queries/orders';
import { onlineProductQuery } from '../queries';
import { MorePhotoBooks } from './MorePhotoBooks';

/** 'My online photo books': the customer's available online versions. */
export function OnlineProductsPage() {
  return (
    // One Suspense: the list and the suggestions under it appear together (the suggestions come
    // from another service and, arriving first, were pushed down by the list: layout shift).
    <Suspense fallback={<Loading />}>
      <div className="flex flex-col gap-6">
        <Section errorId="onlineProducts.error" ownLoading={false}>
          <OnlineProductList />
        </Section>
        <MorePhotoBooks />
      </div>
    </Suspense>
  );
}

function OnlineProductList() {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(onlineProductsQuery(api));
  if (data.items.length === 0) return <p className="m-0">{t('onlineProducts.none')}</p>;
  return (
    <ul className="list-none p-0 m-0 grid gap-4 md:grid-cols-2">
      {data.items.map((p) => (
        <li key={p.productCode} className={card}>
          <ProductCard product={p} detail={false} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product: p, detail }: { product: OnlineProduct; detail: boolean }) {
  const t = useT();
  const f = useFormat();
  const Heading = detail ? 'h2' : 'h2';
  return (
    <article className="flex gap-4 items-start">
      {/* A fixed square box: the product image's own ratio cannot resize it when it arrives. */}
      {p.thumbnailUrl ? (
        <img
          src={p.thumbnailUrl}
          alt=""
          width={detail ? 160 : 96}
          height={detail ? 160 : 96}
          decoding="async"
          className={`${detail ? 'w-40 h-40' : 'w-24 h-24'} ${productImage}`}
        />
      ) : null}
      <div className="flex flex-col gap-2 min-w-0">
        <Heading className="m-0 text-lg font-semibold">
          {detail ? (
            p.title
          ) : (
            <Link to="/online-products/$productCode" params={{ productCode: p.productCode }} className={textLink}>
              {p.title}
            </Link>
          )}
        </Heading>
        <p className="m-0 text-sm text-ink-muted">{t('onlineProducts.order', { code: p.orderCode })}</p>
        <p className="m-0 text-sm text-ink-muted">{t('onlineProducts.created', { date: f.day(p.createdAt) })}</p>
        {p.url ? (
          <a href={p.url} className={detail ? buttonPrimary : textLink} target="_blank" rel="noopener noreferrer">
            {t('onlineProducts.view')}
            <span className="sr-only">{` ${p.title}`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** One online photo book (/online-products/{productCode}). */
export function OnlineProductPage({ productCode }: { productCode: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 max-w-xl">
      <Section errorId="onlineProducts.error">
        <OnlineProductDetail productCode={productCode} />
      </Section>
      <Link to="/online-products" className={textLink} data-back-link="">
        {t('onlineProducts.back')}
      </Link>
    </div>
  );
}

function OnlineProductDetail({ productCode }: { productCode: string }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(onlineProductQuery(api, productCode));
  if (!data)
    return (
      <p role="alert" className="m-0 text-red-800">
        {t('onlineProducts.notFound')}
      </p>
    );
  return (
    <div className={card}>
      <ProductCard product={data} detail />
    </div>
  );
}
