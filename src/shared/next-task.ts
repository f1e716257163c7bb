/**
 * Runs work in a task of its own instead of the one that is running (issue 18 §2, Total Blocking
 * Time): the browser can paint and take input in between, and no task grows past the 50 ms a
 * phone counts as blocking because unrelated work was appended to it (a hydration slice, the
 * passive effects of the first commit).
 */
export function inNextTask(work: () => void): () => void {
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/** `await nextTask()`: the rest of an async function continues in a new task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));
