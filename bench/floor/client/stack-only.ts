/** The stack alone: nothing beyond React, TanStack Router and Query. */
export const extra = () => 'Settings';
