import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/icons';
import { buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';

/**
 * Next page of a cursor-paged list (albums list, copy-to-album): loads when
 * it scrolls into view (inside a scrolling modal list too), and is a button for keyboards.
 */
export function MoreSentinel({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center py-3">
      <button type="button" className={buttonSecondary} disabled={loading} aria-busy={loading || undefined} onClick={onMore}>
        {loading ? <Spinner /> : t('albums.more')}
      </button>
    </div>
  );
}
