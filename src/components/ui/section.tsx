import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { correlationIdOf } from '../../shared/api/errors';
import type { MessageId } from '../../shared/i18n/intl';
import { Loading } from './feedback';
import { PartError } from './part-error';

interface BoundaryProps {
  fallback: (reset: () => void, error: unknown) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}

/**
 * One part of a page that loads on its own (Suspense) and fails on its own: its error text and a
 * 'Try again' that refetches only this part. Used so a failed voucher or delivery-date call
 * degrades that part only.
 */
export function Section({
  errorId,
  children,
  quiet = false,
  ownLoading = true,
}: {
  errorId: MessageId;
  children: ReactNode;
  /** No retry button (small inline parts). */
  quiet?: boolean;
  /**
   * false: no loading state of its own; the part waits in the enclosing Suspense, so sibling parts
   * appear together in one step instead of each pushing the next one down (layout shift).
   */
  ownLoading?: boolean;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          onReset={reset}
          fallback={(retry, error) => (
            <PartError errorId={errorId} correlationId={correlationIdOf(error)} onRetry={quiet ? undefined : retry} />
          )}
        >
          {ownLoading ? <Suspense fallback={<Loading />}>{children}</Suspense> : children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
