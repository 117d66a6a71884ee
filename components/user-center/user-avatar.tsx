// A user's avatar: the uploaded picture, else the first character of the name on the brand colour.
const SIZES = { md: 'size-10 text-[16px]', lg: 'size-14 text-[22px]' } as const;

export function UserAvatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: keyof typeof SIZES }) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the file storage, any size
    return <img src={src} alt="" data-testid="user-avatar" className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" data-testid="user-avatar" className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-primary-active font-semibold text-white`}>
      {name.slice(0, 1)}
    </span>
  );
}
