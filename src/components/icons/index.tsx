/**
 * The one inline icon set (decorative: the control around an icon carries its label). Every icon
 * is a 24×24 outline drawn in `currentColor`; `className` sets its size (and anything else).
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function Svg({
  className,
  strokeWidth,
  children,
  round = true,
}: {
  className: string;
  strokeWidth: string;
  children: ReactNode;
  round?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CloseIcon({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function ChevronDownIcon({ className = 'w-4 h-4' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function CheckIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="3">
      <path d="M5 12l5 5 9-10" />
    </Svg>
  );
}

export function Spinner({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={`${className} animate-spin`} strokeWidth="3">
      <path d="M12 3a9 9 0 1 0 9 9" />
    </Svg>
  );
}

export function FolderIcon({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="1.5" round={false}>
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
    </Svg>
  );
}

export function PlusIcon({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function PencilIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2" round={false}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </Svg>
  );
}

export function DownloadIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Svg>
  );
}

export function TrashIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Svg>
  );
}

export function InfoIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </Svg>
  );
}

export function MinusIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M5 12h14" />
    </Svg>
  );
}

export function AlbumAddIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M4 6h11v11H4zM19 9v11H8M9.5 9v5M7 11.5h5" />
    </Svg>
  );
}

export function MenuIcon({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function ChevronLeftIcon({ className = 'w-6 h-6' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M15 6l-6 6 6 6" />
    </Svg>
  );
}

/** 'Order prints': a printer. */
export function PrintsIcon({ className = 'w-5 h-5' }: IconProps) {
  return (
    <Svg className={className} strokeWidth="2">
      <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z" />
    </Svg>
  );
}
