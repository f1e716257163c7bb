import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { reportClientError } from '../../../client/report-error';
import { useStripped } from '../../../components/frame/app-frame';
import { ConfirmDialog } from '../../../components/overlay/ConfirmDialog';
import { card, ErrorText, PartError, Section, useFormat } from '../../../components/ui';
import { buttonDanger, buttonPrimary, focusRing } from '../../../components/ui/styles';
import type { Project } from '../../../shared/api/projects';
import { useT } from '../../../shared/i18n/react';
import { customerQuery } from '../../../shared/queries/customer';
import { projectsPageQuery, removeProjectMutation } from '../../../shared/queries/projects';
import { settled } from '../../../shared/queries/settled';
import { productTypeKey, projectEditorHref } from '../editor-link';
import { clampPage, type DeleteState, PROJECTS_PAGE_SIZE, pageCount } from '../paging';

export function SavedProjectsPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <Section errorId="projects.error.load">
      <Projects page={page} onPage={onPage} />
    </Section>
  );
}

function Projects({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(customerQuery(api)));
  if (!r.ok) return <PartError errorId="projects.error.load" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const customer = r.data;
  if (!customer) return null;
  return <ProjectList accountId={customer.accountId} page={page} onPage={onPage} />;
}

function ProjectList({ accountId, page, onPage }: { accountId: number; page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(projectsPageQuery(api, accountId, page, PROJECTS_PAGE_SIZE)));
  // §4: on success the stored projects and pages are cleared (the mutation's refresh, awaited).
  const { mutateAsync: removeProject } = useMutation(removeProjectMutation(api));
  const [deleting, setDeleting] = useState<Record<string, DeleteState>>({});
  // The project whose deletion is being confirmed (issue 17 §2): nothing is sent before 'Delete project'.
  const [confirming, setConfirming] = useState<Project | null>(null);
  // §8: a failed project fetch shows its message.
  if (!r.ok) return <PartError errorId="projects.error.load" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const data = r.data;

  async function remove(p: Project) {
    setDeleting((d) => ({ ...d, [p.id]: 'InProgress' }));
    try {
      await removeProject(p.id);
      setDeleting(({ [p.id]: _, ...rest }) => rest);
    } catch (e) {
      setDeleting((d) => ({ ...d, [p.id]: 'Failed' }));
      void reportClientError(e, 'DELETE_PROJECT_FAILED');
    }
  }

  const pages = pageCount(data.totalProjectCount, PROJECTS_PAGE_SIZE);
  if (data.totalProjectCount === 0) return <p className="text-gray-700">{t('projects.empty')}</p>;
  if (data.projects.length === 0 && page > 1) {
    const last = clampPage(page, data.totalProjectCount);
    return (
      <p>
        <PageLink page={last} onPage={onPage}>
          {t('projects.page', { page: last })}
        </PageLink>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-gray-700" role="status">
        {t('projects.count', { count: data.totalProjectCount })}
      </p>
      <ul className="list-none m-0 p-0 grid gap-4 sm:grid-cols-2">
        {data.projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} state={deleting[p.id]} onDelete={() => setConfirming(p)} />
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

function ProjectCard({ project: p, state, onDelete }: { project: Project; state: DeleteState | undefined; onDelete: () => void }) {
  const t = useT();
  const f = useFormat();
  const { projectEditorUrl } = useRouteContext({ from: '__root__' });
  const title = p.title || t('projects.untitled');
  const busy = state === 'InProgress';
  const editor = projectEditorHref(projectEditorUrl, p.id);
  const type = t(productTypeKey(p.productType));
  return (
    <article className={`${card} flex gap-3`} aria-labelledby={`project-${p.id}`} data-project={p.id} aria-busy={busy}>
      {/* The cover at its final size, a placeholder of the same size when the project has none (nothing shifts). */}
      {p.thumbnailUrl ? (
        <img
          src={p.thumbnailUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="w-24 h-24 object-cover rounded shrink-0 bg-gray-100"
        />
      ) : (
        <div aria-hidden="true" className="w-24 h-24 rounded shrink-0 bg-gray-100" />
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
          <button
            type="button"
            className={buttonDanger}
            onClick={onDelete}
            disabled={busy}
            aria-busy={busy}
            aria-label={t('projects.delete.label', { title })}
          >
            {busy ? t('projects.delete.progress') : t('projects.delete')}
          </button>
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
