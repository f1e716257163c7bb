import { CheckIcon } from '../../../components/icons';

/**
 * The round check in a photo's corner while selecting (timeline tiles and the add-photos picker):
 * filled when the photo is selected, an empty ring otherwise. Decoration only: the button around it
 * says the state (aria-pressed). `className` places it in the corner.
 */
export function SelectionMark({ selected, className }: { selected: boolean; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute ${className} w-6 h-6 rounded-full flex items-center justify-center border-2 border-solid border-white ${selected ? 'bg-brand-accent text-white' : 'bg-black/30 text-transparent'}`}
    >
      <CheckIcon className="w-4 h-4" />
    </span>
  );
}
