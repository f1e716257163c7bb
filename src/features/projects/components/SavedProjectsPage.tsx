import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { reportClientError } from '../../../client/report-error';
import { FormToken } from '../../../components/form/form-ui';
import { useStripped } from '../../../components/frame/app-frame';
import { ConfirmDialog } from '../../../components/overlay/ConfirmDialog';
import { card, ErrorText, PartError, Section, useFormat } from '../../../components/ui';
import { productImage } from '../../../components/ui/account-styles';
import { buttonDanger, buttonDangerSolid, buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import type { Project } from '../../../shared/api/projects';
import type { FormStatus } from '../../../shared/forms/form-status';
import { useT } from '../../../shared/i18n/react';
import { PROJECT_PAGE_SIZE, projectsPageQuery, removeProjectMutation } from '../../../shared/queries/projects';
import { settled } from '../../../shared/queries/settled';
import { productTypeKey, projectEditorHref } from '../editor-link';
import { clampPage, type DeleteState, pageCount } from '../paging';

/**
 * What the URL says beyond the page (issue 35 §2, without JavaScript): `confirm`, the project whose
 * 'Delete' was pressed (its confirmation is shown in the page); `s`/`id`, where the plain post of
 * 'Delete project' left the list (src/features/projects/actions.ts).
 */
export interface ProjectsPosted {
  confirm?: string | undefined;
  s?: FormStatus | undefined;
  id?: string | undefined;
}

interface ListProps {
  page: number;
  onPage: (page: number) => void;
  posted?: ProjectsPosted;
}

export function SavedProjectsPage(props: ListProps) {
  return (
    <Section errorId="projects.error.load">
      <Projects {...props} />
    </Section>
  );
}

function Projects({ page, onPage, posted = {} }: ListProps) {
  const t = useT();
  const { api, session } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(projectsPageQuery(api, page, PROJECT_PAGE_SIZE)));
  // §4: on success the stored projects and pages are cleared (the mutation's refresh, awaited).
  const { mutateAsync: removeProject } = useMutation(removeProjectMutation);
  const [deleting, setDeleting] = useState<Record<string, DeleteState>>(() =>
    posted.s === 'failed' && posted.id ? { [posted.id]: 'Failed' } : {},
  );
  // The project whose deletion is being confirmed (issue 17 §2): nothing is sent before 'Delete project'.
  const [confirming, setConfirming] = useState<Project | null>(null);
  // §8: a failed project fetch shows its message.
  if (!r.ok) return <PartError errorId="projects.error.load" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const data = r.data;

  async function remove(p: Project) {
    setDeleting((d) => ({ ...d, [p.id]: 'InProgress' }));
    try {
      // The same fields the in-page confirmation posts without JavaScript (ConfirmInPage below).
      const body = new URLSearchParams({ _csrf: session?.formToken ?? '', _action: 'delete', id: p.id });
      const answer = await removeProject({ action: '/saved-projects', body });
      if (answer.ok) setDeleting(({ [p.id]: _, ...rest }) => rest);
      else setDeleting((d) => ({ ...d, [p.id]: 'Failed' }));
    } catch (e) {
      setDeleting((d) => ({ ...d, [p.id]: 'Failed' }));
      void reportClientError(e, 'DELETE_PROJECT_FAILED');
    }
  }

  const pages = pageCount(data.totalProjectCount, PROJECT_PAGE_SIZE);
  if (data.totalProjectCount === 0) return <p className="text-gray-700">{t('projects.empty')}</p>;
  if (data.projects.length === 0 && page > 1) {
    const last = clampPage(page, data.totalProjectCount);
    // Past the last page (an old link, a typed address): say so, with the way to the last one.
    return (
      <p className="flex flex-wrap items-baseline gap-2" data-testid="projects-past-end">
        <span>{t('projects.pastEnd', { page, last })}</span>
        <PageLink page={last} onPage={onPage}>
          {t('projects.page', { page: last })}
        </PageLink>
      </p>
    );
  }
  const confirmingInPage = posted.confirm ? data.projects.find((p) => p.id === posted.confirm) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-gray-700" role="status">
        {posted.s === 'deleted' ? `${t('projects.deleted')} ` : null}
        {t('projects.count', { count: data.totalProjectCount })}
      </p>
      {confirmingInPage ? <ConfirmInPage project={confirmingInPage} page={page} /> : null}
      <ul className="list-none m-0 p-0 grid gap-4 sm:grid-cols-2">
        {data.projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} state={deleting[p.id]} page={page} onDelete={() => setConfirming(p)} />
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('projects.delete.title', { title: confirming.title || t('projects.untitled') })}
          confirmLabel={t('projects.delete.confirm')}
          onCancel={() => setConfirming(null)}
          // Confirmed: the dialog closes and the card shows the progress and, if it fails, the failure.
          onConfirm={() => {
            setConfirming(null);
            void remove(confirming);
          }}
          testId="delete-project"
        >
          <p className="m-0">{t('projects.delete.body', { type: t(productTypeKey(confirming.productType)) })}</p>
        </ConfirmDialog>
      ) : null}
      {pages > 1 ? <Pager page={page} pages={pages} onPage={onPage} /> : null}
    </div>
  );
}

/**
 * The confirmation of a 'Delete' pressed without JavaScript, in the page: the same question, text
 * and buttons as the dialog, 'Delete project' posting the deletion and 'Cancel' a link back.
 */
function ConfirmInPage({ project: p, page }: { project: Project; page: number }) {
  const t = useT();
  const back = page > 1 ? `/saved-projects?page=${page}` : '/saved-projects';
  return (
    <section aria-labelledby="confirm-delete" className={`${card} border-red-700`} data-testid="delete-project-in-page">
      <h2 id="confirm-delete" className="text-lg font-bold m-0">
        {t('projects.delete.title', { title: p.title || t('projects.untitled') })}
      </h2>
      <p className="mb-0">{t('projects.delete.body', { type: t(productTypeKey(p.productType)) })}</p>
      <p className="text-gray-700 text-sm mb-0">{t('confirm.irreversible')}</p>
      <form method="post" action="/saved-projects" className="flex flex-wrap justify-end gap-3 mt-4">
        <FormToken />
        <input type="hidden" name="_action" value="delete" />
        <input type="hidden" name="id" value={p.id} />
        <a href={back} className={buttonSecondary}>
          {t('confirm.cancel')}
        </a>
        <button type="submit" className={buttonDangerSolid}>
          {t('projects.delete.confirm')}
        </button>
      </form>
    </section>
  );
}

function ProjectCard({
  project: p,
  state,
  page,
  onDelete,
}: {
  project: Project;
  state: DeleteState | undefined;
  page: number;
  onDelete: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const { projectEditorUrl } = useRouteContext({ from: '__root__' });
  const title = p.title || t('projects.untitled');
  const busy = state === 'InProgress';
  const editor = projectEditorHref(projectEditorUrl, p.id);
  const type = t(productTypeKey(p.productType));
  return (
    <article className={`${card} flex gap-3`} aria-labelledby={`project-${p.id}`} data-project={p.id} aria-busy={busy}>
      {/* The project's cover (a square render of the product, issue 35 §6) at its final size, framed like
          the order lines' covers so its light backdrop keeps an edge on the white card; a placeholder of
          the same box when the project has none (nothing shifts). */}
      {p.thumbnailUrl ? (
        <img src={p.thumbnailUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className={`w-24 h-24 ${productImage}`} />
      ) : (
        <div aria-hidden="true" className={`w-24 h-24 ${productImage}`} />
      )}
      <div className="flex-1 flex flex-col gap-1 min-w-0">
        <h2 id={`project-${p.id}`} className="text-base font-bold m-0 [overflow-wrap:anywhere]">
          {title}
        </h2>
        {/* The type in the customer's language: the upstream's name, else the catalogue's; never the raw enum ('PhotoBook'). */}
        <p className="m-0 text-gray-700" data-testid="project-type">
          {p.productTypeName ?? type}
        </p>
        {p.updated ? <p className="m-0 text-gray-700 text-sm">{t('projects.updated', { date: f.day(p.updated) })}</p> : null}
        <div className="flex flex-wrap items-center gap-2 mt-1">
          {editor ? (
            // A plain link to another site (the editor): works before hydration, in a new tab too.
            <a href={editor} className={buttonPrimary} aria-label={t('projects.continue.label', { title })}>
              {t('projects.continue')}
            </a>
          ) : null}
          {/* Without JavaScript, a GET to the list with its confirmation in the page (ConfirmInPage). */}
          <form method="get" action="/saved-projects" className="contents">
            {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
            <input type="hidden" name="confirm" value={p.id} />
            <button
              type="submit"
              className={buttonDanger}
              onClick={(e) => {
                e.preventDefault();
                onDelete();
              }}
              disabled={busy}
              aria-busy={busy}
              aria-label={t('projects.delete.label', { title })}
            >
              {busy ? t('projects.delete.progress') : t('projects.delete')}
            </button>
          </form>
          {state === 'Failed' ? <ErrorText>{t('projects.delete.failed')}</ErrorText> : null}
        </div>
      </div>
    </article>
  );
}

/** A real link (works before hydration and in a new tab); clicks go through the router. Keeps stripped mode. */
function PageLink({
  page,
  onPage,
  children,
  current,
}: {
  page: number;
  onPage: (p: number) => void;
  children: ReactNode;
  current?: boolean;
}) {
  const stripped = useStripped();
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (stripped) params.set('stripped', 'true');
  const href = `/saved-projects${params.size ? `?${params}` : ''}`;
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onPage(page);
  };
  return (
    <a
      href={href}
      onClick={go}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex items-center justify-center min-w-11 min-h-11 px-3 rounded-md no-underline ${current ? 'bg-brand-accent text-white font-bold' : 'text-brand-accent border border-solid border-gray-300'} ${focusRing}`}
    >
      {children}
    </a>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('projects.pagination')}>
      <ul className="list-none m-0 p-0 flex flex-wrap gap-2">
        {page > 1 ? (
          <li>
            <PageLink page={page - 1} onPage={onPage}>
              {t('projects.previous')}
            </PageLink>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <PageLink page={n} onPage={onPage} current={n === page}>
              <span className="sr-only">{t('projects.page', { page: n })}</span>
              <span aria-hidden="true">{n}</span>
            </PageLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <PageLink page={page + 1} onPage={onPage}>
              {t('projects.next')}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
