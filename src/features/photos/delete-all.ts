/** The typed word must equal the localised DELETE exactly (photo spec §5): no trimming, no case folding. */
export function isDeleteWord(typed: string, word: string): boolean {
  return word.length > 0 && typed === word;
}
