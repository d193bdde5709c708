import { type IconProps, Svg } from "./icons.tsx";

/** The icons of pages' content (see icons.tsx for the site frame's). */

export function StarIcon({ size = 16, filled = true }: IconProps & { filled?: boolean }) {
  return (
    <Svg size={size} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5">
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </Svg>
  );
}

export function ChevronIcon({ size = 20 }: IconProps) {
  return (
    <Svg size={size} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

export function PinIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </Svg>
  );
}

/** The paint of the outline icons below: 2px round strokes, no fill. */
const line = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function ExpandIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}

export function CheckIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function ChevronDownIcon({ size = 20 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function UsersIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14a6.5 6.5 0 0 1 3 6" />
    </Svg>
  );
}

export function CalendarIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Svg>
  );
}

export function ZoomIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2M11 8.5v5M8.5 11h5" />
    </Svg>
  );
}

export function PlaneIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2Z" />
    </Svg>
  );
}

export function TicketIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M3 9a3 3 0 0 0 0 6v3a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-3a3 3 0 0 0 0-6V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1Z" />
      <path d="M13 5v2M13 11v2M13 17v2" />
    </Svg>
  );
}

export function PencilIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </Svg>
  );
}

export function MapIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="m3 6 6-3 6 3 6-3v15l-6 3-6-3-6 3Z" />
      <path d="M9 3v15M15 6v15" />
    </Svg>
  );
}

export function PlayIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="m7 4 13 8-13 8Z" fill="currentColor" />
    </Svg>
  );
}

export function PauseIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M8 5v14M16 5v14" strokeWidth="3" />
    </Svg>
  );
}

export function MailIcon({ size = 22 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Svg>
  );
}

export function WalletIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M17 13h.01" />
    </Svg>
  );
}

export function ShieldIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Z" />
      <path d="m9 12 2 2 4-4" />
    </Svg>
  );
}

export function CarIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
    </Svg>
  );
}

export function UserIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size} {...line}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}
