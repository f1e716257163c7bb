import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { UpstreamHttpError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/react';
import { Modal } from '../../ui/Modal';
import { ALBUM_NAME_MESSAGE_IDS, albumNameProblem, type AlbumNameProblem } from '../album-name';

export interface AlbumNameModalProps {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  onClose: () => void;
  /** Saves the name; rejects on failure (the modal then stays open with the alert). */
  onSubmit: (name: string) => Promise<void>;
}

/** The upstream's 400 naming `albumName` is a name problem (the same rules), not a save failure. */
function serverNameProblem(error: unknown): AlbumNameProblem | null {
  if (!(error instanceof UpstreamHttpError) || error.status !== 400) return null;
  return /albumName/.test(error.body) ? (/give your album a name/.test(error.body) ? 'required' : 'invalid') : null;
}

/**
 * 'Create new album' / 'Edit album name' (photo spec §2, §5): the name is validated on submit only
 * (never on blur or change) with the field error; a double submit sends one request.
 */
export function AlbumNameModal({ open, mode, initialName = '', onClose, onSubmit }: AlbumNameModalProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<AlbumNameProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (open) {
      setName(initialName);
      setProblem(null);
      setFailed(false);
    }
  }, [open, initialName]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const p = albumNameProblem(name);
    setProblem(p);
    setFailed(false);
    if (p) return;
    busy.current = true;
    setPending(true);
    try {
      await onSubmit(name);
    } catch (error) {
      const server = serverNameProblem(error);
      if (server) setProblem(server);
      else setFailed(true);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const title = mode === 'create' ? t('albums.create.title') : t('albums.rename.title');
  return (
    <Modal open={open} onClose={onClose} title={title} closeOnEscape={!pending} testId="album-name-modal">
      <NameForm
        inputId={inputId}
        errorId={errorId}
        name={name}
        setName={setName}
        problem={problem}
        onSubmit={submit}
        footer={
          <>
            {failed && (
              <p role="alert" className="text-red-800">
                {t('albums.error.save')}
              </p>
            )}
            <div className="flex justify-end gap-3 mt-6">
              <button type="button" className={buttonSecondary} onClick={onClose}>
                {t('photos.select.cancel')}
              </button>
              <button type="submit" className={`${buttonPrimary} disabled:opacity-50`} disabled={pending} aria-busy={pending || undefined}>
                {mode === 'create' ? t('albums.create.submit') : t('albums.rename.submit')}
              </button>
            </div>
          </>
        }
      />
    </Modal>
  );
}

/** The name field with its submit-time error (shared by the modal and the copy-to-album form). */
export function NameForm({
  inputId,
  errorId,
  name,
  setName,
  problem,
  onSubmit,
  footer,
  placeholder,
}: {
  inputId: string;
  errorId: string;
  name: string;
  setName: (v: string) => void;
  problem: AlbumNameProblem | null;
  onSubmit: (e: FormEvent) => void;
  footer: ReactNode;
  placeholder?: string;
}) {
  const t = useT();
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={inputId} className="block font-semibold mb-1">
        {t('albums.name.label')}
      </label>
      <input
        id={inputId}
        className="w-full min-h-11 px-3 rounded-md border border-solid border-gray-400"
        value={name}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {problem && (
        <p id={errorId} className="text-sm text-red-800 mt-1 mb-0">
          {t(ALBUM_NAME_MESSAGE_IDS[problem])}
        </p>
      )}
      {footer}
    </form>
  );
}
