// The four registration steps (002 §2: fill in account, choose account type, complete profile, done).
import { CheckIcon } from '@/components/ui/icons';

const STEPS = ['填写账号信息', '选择账号类型', '完善资料', '注册成功'];

/** `current` counts from 1. */
export function RegisterSteps({ current }: { current: number }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-1 text-center text-meta" aria-label="注册步骤">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="relative flex flex-col items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className={`absolute right-1/2 top-3 h-px w-full ${n <= current ? 'bg-primary' : 'bg-line'}`} />
            )}
            <span
              className={`relative z-10 flex size-6 items-center justify-center rounded-full border text-[12px] font-medium ${
                done ? 'border-primary-active bg-primary-active text-white' : active ? 'border-primary bg-white text-primary-active' : 'border-line-strong bg-white text-ink-faint'
              }`}
            >
              {done ? <CheckIcon className="size-3.5" /> : n}
            </span>
            <span className={active ? 'font-medium text-primary-active' : done ? 'text-ink-muted' : 'text-ink-faint'}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
