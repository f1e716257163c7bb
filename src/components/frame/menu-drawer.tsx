import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/react';
import { CloseIcon, MenuIcon } from '../icons';
import { focusRing } from '../ui/styles';
import { SideMenu } from './side-menu';
import { useStripped } from './stripped';

const DRAWER_ID = 'account-menu-drawer';

/**
 * The account menu's button and drawer of the photo pages (issue 34 §1: the menu gives way to the
 * photos), at the start of their own header row (PhotosHeader, the album header) from 576 px;
 * phones have none (the photo pages have their own back link, chrome.ts). A native popover: it
 * opens before hydration and without JavaScript. In the photo pages' chunks, not every page's
 * first load.
 */
export function MenuDrawer() {
  // Stripped mode (an app's web view) has no account chrome at all.
  if (useStripped()) return null;
  return (
    <>
      <MenuDrawerButton />
      <DrawerPanel />
    </>
  );
}

function MenuDrawerButton() {
  const t = useT();
  return (
    <button
      type="button"
      popoverTarget={DRAWER_ID}
      aria-label={t('frame.menu.open')}
      className={`hidden photo:inline-flex self-center w-11 h-11 -ml-2 shrink-0 items-center justify-center rounded-md border-0 bg-transparent text-gray-800 cursor-pointer hover:bg-gray-100 ${focusRing}`}
    >
      <MenuIcon />
    </button>
  );
}

/**
 * The account menu as a drawer from the left edge (photo pages, issue 34 §1); light dismiss and
 * Escape close it (popover="auto").
 */
function DrawerPanel() {
  const t = useT();
  const drawer = useRef<HTMLDivElement>(null);
  // A page change in the browser (a menu link followed) closes the drawer, as a page load does.
  const path = useRouterState({ select: (s) => s.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read.
  useEffect(() => {
    if (drawer.current?.matches(':popover-open')) drawer.current.hidePopover();
  }, [path]);
  return (
    <div
      ref={drawer}
      id={DRAWER_ID}
      popover="auto"
      className="fixed inset-auto top-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] p-3 border-0 bg-white text-gray-900 shadow-xl overflow-y-auto"
    >
      <div className="flex justify-end">
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('frame.menu.close')}
          className={`w-11 h-11 flex items-center justify-center rounded-md border-0 bg-transparent cursor-pointer hover:bg-gray-100 ${focusRing}`}
        >
          <CloseIcon />
        </button>
      </div>
      <SideMenu />
    </div>
  );
}
