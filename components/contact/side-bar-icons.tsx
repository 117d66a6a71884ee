// Icons of the merchant side bar that the chrome does not use: decorative, sized and coloured by the
// caller, drawn like components/ui/icons.tsx (the `icon` stroke utility).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, className = 'size-5', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`} {...props}>
      {children}
    </svg>
  );
}

export function QrCodeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
    </Svg>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2h-3" />
    </Svg>
  );
}

export function FeedbackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 4h14v12H10l-5 4V4Z" />
      <path d="M9 8.5h6M9 11.5h4" />
    </Svg>
  );
}
