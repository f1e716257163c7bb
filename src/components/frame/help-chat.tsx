import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../shared/i18n/react';
import { focusRing, textLink } from '../ui/styles';

export function HelpChat() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  // This component is its own chunk (app-frame.tsx): opened before it hydrated (a native popover
  // works without JavaScript), the 10 s start when it arrives.
  useEffect(() => {
    const el = document.getElementById('help-chat');
    if (el?.matches(':popover-open')) void import('./help-auto-close').then((m) => m.autoClose(el));
  }, []);
  if (!brand.chat.enabled) return null;
  return (
    <>
      <button
        type="button"
        popoverTarget="help-chat"
        // Account pages keep it in the flow below 1536 px so it never covers content (uno.config.ts).
        data-help-button=""
        className={`fixed bottom-4 right-4 z-18 min-h-12 px-5 rounded-full border-0 shadow-lg bg-brand-accent text-white font-semibold cursor-pointer ${focusRing}`}
      >
        {t('chat.open')}
      </button>
      <div
        // The timer's code loads when the popover is first toggled, not with every page.
        onToggle={(e) => {
          const el = e.currentTarget;
          const openedAt = Date.now();
          void import('./help-auto-close').then((m) => m.autoClose(el, openedAt));
        }}
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
