import { CheckIcon } from '../../../components/icons';

/**
 * The round check in a photo's corner (timeline tiles, album grid, the add-photos picker): filled
 * when the photo is selected, an empty ring otherwise; `hint`: the faint circle a pointer hovering
 * a photo outside select mode sees (issue 34 §2), stronger under the pointer itself. Decoration
 * only: the button around it says the state (aria-pressed) or the action. `className` places it.
 */
export function SelectionMark({ selected, className, hint = false }: { selected: boolean; className: string; hint?: boolean }) {
  const look = selected
    ? 'bg-brand-accent text-white border-white'
    : hint
      ? 'bg-black/20 text-white/80 border-white/80 group-hover/mark:bg-black/40 group-hover/mark:text-white group-hover/mark:border-white'
      : 'bg-black/30 text-transparent border-white';
  return (
    <span
      aria-hidden="true"
      className={`absolute ${className} w-6 h-6 rounded-full flex items-center justify-center border-2 border-solid shadow-sm transition-colors duration-150 ${look}`}
    >
      <CheckIcon className="w-4 h-4" />
    </span>
  );
}
