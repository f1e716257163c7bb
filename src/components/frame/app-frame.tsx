import type { ReactNode } from 'react';
import type { Frame } from '../../shared/route-static-data';

/** Chooses the chrome around a page: header + side menu, header only, bare, or public. */
export function AppFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
  return <div data-frame={frame}>{children}</div>;
}
