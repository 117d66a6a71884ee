// Class lists the account forms share.
export const submitClass =
  'h-10 w-full rounded-card bg-primary text-[15px] font-medium tracking-wide text-white hover:bg-primary-hover active:bg-primary-active disabled:cursor-wait disabled:opacity-70';
