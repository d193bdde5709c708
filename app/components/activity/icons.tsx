/** Icons only the activity page uses; decorative, the control around each one carries its label. */
type IconProps = { size?: number };

function Svg({ size, children }: { size: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ArrowLeftIcon({ size = 22 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

export function ArrowRightIcon({ size = 22 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

export function ExpandIcon({ size = 16 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}

export function CheckIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function ChevronDownIcon({ size = 20 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
