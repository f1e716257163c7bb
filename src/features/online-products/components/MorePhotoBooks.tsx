import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { card, sectionHeading } from '../../../components/ui';
import { textLink } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { isSafeLink } from '../../../shared/links/safe-link';
import { settled } from '../../../shared/queries/settled';
import { merchandiseQuery } from '../queries';

/**
 * 'Make another photo book': the brand's visible photo-book articles from the commerce catalogue
 * (merchandise), each linking into the shop's editor. Streamed with the page (so it is there
 * without JavaScript too), in the same Suspense as the customer's list so both appear in one step;
 * a failure (missing channel, GraphQL error) shows the section's message and leaves the page intact.
 */
export function MorePhotoBooks() {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settled(merchandiseQuery(api, brand.vendorId, brand.locale)));
  const books = (r.ok ? r.data.articles : []).filter((a) => a.type === 'PhotoBook' && a.visibility === 'Visible');
  return (
    <section aria-labelledby="more-photo-books" className={card} data-testid="more-photo-books">
      <h2 id="more-photo-books" className={sectionHeading}>
        {t('merchandise.title')}
      </h2>
      {!r.ok ? (
        <p role="alert" className="m-0 text-red-800">
          {t('merchandise.error')}
        </p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-col gap-2">
          {books.map((a) => {
            const href = a.links.find((l) => l.rel === 'editor')?.url ?? a.links.find((l) => l.rel === 'product')?.url;
            return (
              <li key={a.id}>
                {href && isSafeLink(href) ? (
                  <a href={href} className={textLink}>
                    {a.title}
                  </a>
                ) : (
                  a.title
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
