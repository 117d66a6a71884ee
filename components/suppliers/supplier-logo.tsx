import Image from 'next/image';
import { supplierInitials } from '@/lib/suppliers/initials';

const SIZES = { md: 'size-12 text-base', lg: 'size-16 text-lg md:size-20 md:text-xl' } as const;
const PIXELS = { md: 48, lg: 80 } as const;

/** The company logo, or its initials badge at the same size (no layout shift either way). */
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
        className={`${SIZES[size]} shrink-0 rounded-card border border-line bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${SIZES[size]} logo-tile`}
    >
      {supplierInitials(compName, cityName)}
    </span>
  );
}
