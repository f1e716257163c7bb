import { buttonPrimary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import type { LibraryView } from '../import-events';

export interface LibraryStateProps {
  view: Exclude<LibraryView, 'timeline'>;
  failed: boolean;
  onStart: () => void;
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block w-6 h-6 rounded-full border-4 border-solid border-gray-200 border-t-brand-accent animate-spin"
    />
  );
}

/** The photos page while the library is not active: start the import, importing, deleting. */
export function LibraryState({ view, failed, onStart }: LibraryStateProps) {
  const t = useT();
  return (
    <section
      data-testid="library-state"
      data-view={view}
      className="my-6 mx-auto max-w-xl rounded-lg border border-solid border-gray-200 bg-white p-6 text-center"
    >
      {view === 'notActive' ? (
        <>
          <h2 className="mt-0 mb-2 text-xl font-bold text-gray-900">{t('import.notActive.title')}</h2>
          <p className="mt-0 mb-4 text-gray-700">{t('import.notActive.body')}</p>
          {failed && (
            <p role="alert" className="mt-0 mb-4 rounded-md bg-red-50 p-3 text-red-800">
              {t('import.error')}
            </p>
          )}
          <button type="button" className={buttonPrimary} onClick={onStart}>
            {t('import.start')}
          </button>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner />
          <h2 className="m-0 text-xl font-bold text-gray-900">
            {view === 'deleting'
              ? t('import.deleting.title')
              : view === 'finishing'
                ? t('import.finishing.title')
                : t('import.importing.title')}
          </h2>
          <p className="m-0 text-gray-700">
            {view === 'deleting'
              ? t('import.deleting.body')
              : view === 'finishing'
                ? t('import.finishing.body')
                : t('import.importing.body')}
          </p>
        </div>
      )}
    </section>
  );
}
