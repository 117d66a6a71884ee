import Image from 'next/image';
import { logoDesign } from '@/lib/suppliers/logo-design';

const SIZES = { md: 'size-12', lg: 'size-16 md:size-20' } as const;
const PIXELS = { md: 48, lg: 80 } as const;
// The same white, bordered box for an uploaded logo and the emblem, so lists mixing the two look alike.
const FRAME = 'shrink-0 rounded-card border border-line bg-white';

/** The company logo, or a generated emblem at the same size (no layout shift either way). */
export function SupplierLogo({
  compName,
  cityName,
  logo,
  size = 'md',
}: {
  compName: string;
  cityName: string;
  logo: string | null;
  size?: keyof typeof SIZES;
}) {
  if (logo) {
    return (
      <Image
        src={logo}
        alt={`${compName} 标志`}
        width={PIXELS[size]}
        height={PIXELS[size]}
        className={`${SIZES[size]} ${FRAME} object-contain`}
      />
    );
  }
  const { paths, text } = logoDesign(compName, cityName);
  return (
    // The margin around the 100-unit drawing keeps the emblem off the frame at every size; `block` takes
    // the inline SVG off the text baseline, so its box is exactly the size. The characters inherit the
    // page's font stack.
    <svg
      aria-hidden
      viewBox="-10 -10 120 120"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`block ${SIZES[size]} ${FRAME}`}
    >
      {paths.map((p, i) => (
        <path key={i} d={p.d} fill={p.fill ?? 'none'} stroke={p.stroke} strokeWidth={p.strokeWidth} />
      ))}
      <text
        x={text.x}
        y={text.y}
        fontSize={text.size}
        fill={text.fill}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {text.chars}
      </text>
    </svg>
  );
}
