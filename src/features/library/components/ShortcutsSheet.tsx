import { Fragment } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { buttonPrimary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { type KeyCap, SHORTCUTS, type ShortcutScope } from '../shortcuts';

export interface ShortcutsSheetProps {
  open: boolean;
  onClose: () => void;
  /** The timeline lists the month scrubber's keys too. */
  timeline?: boolean;
}

/** The '?' sheet: every shortcut of the grid and the preview, read from the one list (shortcuts.ts). */
export function ShortcutsSheet({ open, onClose, timeline = false }: ShortcutsSheetProps) {
  const t = useT();
  const capText = (c: KeyCap) => ('text' in c ? c.text : t(c.id));
  const group = (scope: ShortcutScope, title: string) => (
    <section aria-label={title}>
      <h3 className="mt-4 mb-2 text-base font-semibold">{title}</h3>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.filter((s) => s.scope === scope && (timeline || !s.timelineOnly)).map((s) => (
          <Fragment key={`${s.scope}-${s.action}`}>
            <dt className="flex flex-wrap items-center gap-1" data-shortcut={s.action}>
              {s.keys.map((combo, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the alternatives of one shortcut are a fixed list.
                <Fragment key={i}>
                  {i > 0 && <span className="text-gray-500">/</span>}
                  {combo.map((c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the caps of one combination are a fixed list.
                    <Fragment key={j}>
                      {j > 0 && <span aria-hidden="true">+</span>}
                      <kbd className="min-w-6 px-1.5 py-0.5 rounded border border-solid border-gray-300 bg-gray-50 font-mono text-xs text-center">
                        {capText(c)}
                      </kbd>
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </dt>
            <dd className="m-0 self-center">{t(s.label)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('shortcuts.title')} testId="shortcuts-sheet" className="max-w-lg">
      {group('grid', t('shortcuts.grid'))}
      {group('preview', t('shortcuts.preview'))}
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonPrimary} onClick={onClose}>
          {t('shortcuts.done')}
        </button>
      </div>
    </Modal>
  );
}
