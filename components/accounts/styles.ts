// Class lists the account forms share.
export const submitClass =
  'h-10 w-full rounded-card bg-primary-active text-[15px] font-medium tracking-wide text-white hover:bg-primary disabled:cursor-wait disabled:opacity-70';
