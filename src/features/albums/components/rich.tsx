import { Fragment, type ReactNode } from 'react';

const MARK = '\u2063LINK\u2063';

/** Formats a message whose `{name}` placeholder becomes a React node (e.g. a link in a toast). */
export function richMessage(format: (values: Record<string, string>) => string, name: string, node: ReactNode): ReactNode {
  const parts = format({ [name]: MARK }).split(MARK);
  return parts.map((p, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted message, in a fixed order.
    <Fragment key={i}>
      {p}
      {i < parts.length - 1 && node}
    </Fragment>
  ));
}
