import { useCallback, useRef, useState } from 'react';

/**
 * The submit of an album modal: one request at a time (a double click or Enter twice sends one —
 * no twin albums), `pending` for the disabled button, `failed` for the modal's alert (failed modals
 * stay open, photo spec §8), and `isBusy()` so the modal refuses to close meanwhile.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Runs `work` unless one is running; resolves true when it succeeded. */
  const run = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setFailed(false);
    try {
      await work();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  const isBusy = useCallback(() => busy.current, []);
  return { run, pending, failed, setFailed, isBusy };
}
