import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/react';
import { MODAL_AUTO_CLOSE_MS } from '../overlay/stack';
import { focusRing, textLink } from '../ui/styles';

/**
 * Closes the popover MODAL_AUTO_CLOSE_MS after it opened, like every popover (spec §9), but never
 * under the user's pointer or focus: then it waits another period. Hydrated pages only; without
 * JavaScript the popover simply stays until dismissed.
 */
function useAutoClose(ref: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      timer = setTimeout(() => {
        if (el.matches(':hover') || el.contains(document.activeElement)) arm();
        else el.hidePopover();
      }, MODAL_AUTO_CLOSE_MS);
    };
    const onToggle = (e: Event) => {
      clearTimeout(timer);
      if ((e as ToggleEvent).newState === 'open') arm();
    };
    el.addEventListener('toggle', onToggle);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('toggle', onToggle);
    };
  }, [ref]);
}

/**
 * Help chat launcher (layer 18, as the spec says) with a small dialog pointing to customer care.
 * Built on the HTML popover attribute: it opens, closes on Escape and light-dismisses without any
 * JavaScript, so it also works on the public pages, which ship none. No third-party chat script.
 */
export function HelpChat() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  const popover = useRef<HTMLDivElement>(null);
  useAutoClose(popover);
  if (!brand.chat.enabled) return null;
  return (
    <>
      <button
        type="button"
        popoverTarget="help-chat"
        className={`fixed bottom-4 right-4 z-18 min-h-12 px-5 rounded-full border-0 shadow-lg bg-brand-accent text-white font-semibold cursor-pointer ${focusRing}`}
      >
        {t('chat.open')}
      </button>
      <div
        ref={popover}
        id="help-chat"
        popover="auto"
        role="dialog"
        aria-labelledby="help-chat-title"
        className="fixed inset-auto bottom-20 right-4 m-0 w-80 max-w-[calc(100vw-2rem)] p-5 rounded-lg border border-solid border-gray-300 bg-white shadow-xl text-gray-900"
      >
        <h2 id="help-chat-title" className="text-lg font-bold mt-0 mb-2">
          {t('chat.title')}
        </h2>
        <p className="mt-0 mb-4">{t('chat.body')}</p>
        <div className="flex items-center justify-between gap-4">
          <a href={brand.storeLinks.customerCare} className={textLink}>
            {t('common.contactCustomerCare')}
          </a>
          <button
            type="button"
            popoverTarget="help-chat"
            popoverTargetAction="hide"
            className={`min-h-11 px-4 rounded-md border border-solid border-gray-400 bg-white cursor-pointer ${focusRing}`}
          >
            {t('chat.close')}
          </button>
        </div>
      </div>
    </>
  );
}
