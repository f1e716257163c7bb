import { CheckIcon } from '../../../components/icons';

/**
 * The round check in a photo's corner (timeline tiles, album grid, the add-photos picker): filled
 * when the photo is selected, an empty ring otherwise; `hint`: the faint circle a pointer hovering
 * a photo outside select mode sees (issue 34 §2), stronger under the pointer itself. Decoration
 * only: the button around it says the state (aria-pressed) or the action. `className` places it.
 */
export function SelectionMark({ selected, className, hint = false }: { selected: boolean; className: string; hint?: boolean }) {
  // One class each (uno.config.ts `shortcuts`): a page of photos repeats the mark on every tile.
  const look = selected ? 'tick-on' : hint ? 'tick-hint' : 'tick-off';
  return (
    <span aria-hidden="true" className={`tick ${className} ${look}`}>
      <CheckIcon className="w-4 h-4" />
    </span>
  );
}
