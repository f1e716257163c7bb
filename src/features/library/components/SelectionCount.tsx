import { buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';

/** The start of a selection bar while selecting (timeline and albums): Cancel and '{amount} selected'. */
export function SelectionCount({ amount, onCancel }: { amount: number; onCancel: () => void }) {
  const t = useT();
  return (
    <>
      <button type="button" className={buttonSecondary} onClick={onCancel}>
        {t('photos.select.cancel')}
      </button>
      {/* Not a live region: GridShortcuts says the count through the page's one region (announcer.tsx). */}
      <span className="font-semibold">{t('photos.select.amount', { amount })}</span>
    </>
  );
}
