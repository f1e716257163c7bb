import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { refusedFields, UpstreamHttpError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/react';
import { ALBUM_NAME_MAX, ALBUM_NAME_MESSAGE_IDS, type AlbumNameProblem, albumNameProblem, REFUSED_CHARACTERS } from '../album-name';
import { useSingleFlight } from '../single-flight';
import { ModalActions } from './ModalActions';

export interface AlbumNameModalProps {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  onClose: () => void;
  /** Saves the name; rejects on failure (the modal then stays open with the alert). */
  onSubmit: (name: string) => Promise<void>;
}

/** A 400 that refuses `albumName` is a name problem (the same rules), not a save failure: empty or not valid. */
function serverNameProblem(error: unknown, name: string): AlbumNameProblem | null {
  if (!(error instanceof UpstreamHttpError) || error.status !== 400 || !refusedFields(error).includes('albumName')) return null;
  return name.trim() === '' ? 'required' : 'invalid';
}

/**
 * 'Create new album' / 'Edit album name' (photo spec §2, §5): the name is validated on submit only
 * (never on blur or change) with the field error; a double submit sends one request.
 */
export function AlbumNameModal({ open, mode, initialName = '', onClose, onSubmit }: AlbumNameModalProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<AlbumNameProblem | null>(null);
  const { run, pending, failed, setFailed, isBusy } = useSingleFlight();
  const close = () => !isBusy() && onClose();

  useEffect(() => {
    if (open) {
      setName(initialName);
      setProblem(null);
      setFailed(false);
    }
  }, [open, initialName, setFailed]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = albumNameProblem(name);
    setProblem(p);
    setFailed(false);
    if (p) return;
    await run(async () => {
      try {
        await onSubmit(name);
      } catch (error) {
        // The upstream refuses with the same rules: its answer is the field's error, not a failure.
        const server = serverNameProblem(error, name);
        if (!server) throw error;
        setProblem(server);
      }
    });
  };

  const title = mode === 'create' ? t('albums.create.title') : t('albums.rename.title');
  return (
    <Modal open={open} onClose={close} title={title} closeOnEscape={!pending} testId="album-name-modal">
      <NameForm
        name={name}
        setName={setName}
        problem={problem}
        onSubmit={submit}
        footer={
          <ModalActions
            error={failed && t('albums.error.save')}
            busy={pending}
            confirmLabel={mode === 'create' ? t('albums.create.submit') : t('albums.rename.submit')}
            onCancel={close}
          />
        }
      />
    </Modal>
  );
}

/** The name field with its submit-time error (shared by the modal and the copy-to-album form). */
export function NameForm({
  name,
  setName,
  problem,
  onSubmit,
  footer,
  placeholder,
}: {
  name: string;
  setName: (v: string) => void;
  problem: AlbumNameProblem | null;
  onSubmit: (e: FormEvent) => void;
  footer: ReactNode;
  placeholder?: string;
}) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
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
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => setName(e.target.value)}
      />
      {/* The rules up front (issue 16 §8), so a refused name is no surprise: the limit and the characters. */}
      <p id={hintId} className="text-sm text-gray-600 mt-1 mb-0" data-testid="album-name-hint">
        {t('albums.name.hint', { max: ALBUM_NAME_MAX, characters: REFUSED_CHARACTERS })}{' '}
        <span aria-hidden="true">{t('albums.name.length', { count: name.length, max: ALBUM_NAME_MAX })}</span>
      </p>
      {problem && (
        <p id={errorId} className="text-sm text-red-800 mt-1 mb-0">
          {t(ALBUM_NAME_MESSAGE_IDS[problem])}
        </p>
      )}
      {footer}
    </form>
  );
}
