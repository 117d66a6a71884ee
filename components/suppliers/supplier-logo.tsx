import Image from 'next/image';
import { logoDesign } from '@/lib/suppliers/logo-design';

const SIZES = { md: 'size-12', lg: 'size-16 md:size-20' } as const;
const PIXELS = { md: 48, lg: 80 } as const;
// The same white, bordered box for an uploaded logo and the emblem, so lists mixing the two look alike
// (the utility `logo-frame` of app/globals.css).
const FRAME = 'logo-frame';

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
    // The margin around the 100-unit drawing keeps the emblem off the frame at every size; `logo-emblem`
    // (app/globals.css) takes the inline SVG off the text baseline, so its box is exactly the size, and
    // holds what every emblem shares (round joins, bold centred characters in the page's font stack).
    <svg aria-hidden viewBox="-10 -10 120 120" className={`logo-emblem ${SIZES[size]} ${FRAME}`}>
      {paths.map((p, i) => (
        <path key={i} d={p.d} fill={p.fill ?? 'none'} stroke={p.stroke} strokeWidth={p.strokeWidth} />
      ))}
      <text x={text.x} y={text.y} fontSize={text.size} fill={text.fill}>
        {text.chars}
      </text>
    </svg>
  );
}
