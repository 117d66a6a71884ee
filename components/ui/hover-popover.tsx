'use client';

// A popover that opens while the mouse rests on it, on click, or from the keyboard (002 §2: "opened
// by hover (default), click or manually"). Written out rather than built on Headless UI's Popover:
// the header of every page holds about ten of them, and each Headless UI popover renders a second time
// right after hydration (its server hand-off), which the CPU profile of a page load on a 4x slowed
// phone CPU showed as a synchronous re-render of the header. The behaviour is the same: a click pins
// the panel open and a second click closes it; Esc closes and returns focus to the button; a press or
// focus outside closes a pinned panel; hover only shows the panel and never moves focus.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export type PopoverAlign = 'left' | 'right' | 'auto';

export interface HoverPopoverProps {
  /** Content of the trigger button. */
  button: ReactNode | ((s: { open: boolean }) => ReactNode);
  buttonClassName?: string;
  /** Accessible name of the trigger when its content does not say it. */
  buttonLabel?: string;
  /** Shown inside the hover area before the button, e.g. the link of a navigation item. */
  leading?: ReactNode;
  /** The panel content; `close` closes it (after choosing an entry). */
  children: (s: { close: () => void }) => ReactNode;
  className?: string;
  panelClassName?: string;
  /** 'auto': left-aligned when the trigger sits in the left half of the page, else right (002 §2). */
  align?: PopoverAlign;
  /** Distance between trigger and panel (002 §2: 10px). */
  offset?: number;
  /** Delay before a hover-opened panel closes, so the pointer can cross the gap. */
  closeDelay?: number;
  /**
   * 'below' (default) drops the panel under the trigger; 'left' opens it beside, centred (a side bar),
   * and on phones, where the side bar is a dock along the bottom edge, across the screen above it.
   */
  placement?: 'below' | 'left';
}

export function HoverPopover({
  button,
  buttonClassName,
  buttonLabel,
  leading,
  children,
  className = '',
  panelClassName = '',
  align = 'left',
  offset = 10,
  closeDelay = 150,
  placement = 'below',
}: HoverPopoverProps) {
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [side, setSide] = useState<'left' | 'right'>(align === 'right' ? 'right' : 'left');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const open = pinned || hover;

  useEffect(() => () => clearTimeout(timer.current), []);

  const measure = useCallback(() => {
    if (align !== 'auto' || !rootRef.current) return;
    const r = rootRef.current.getBoundingClientRect();
    setSide(r.left + r.width / 2 <= window.innerWidth / 2 ? 'left' : 'right');
  }, [align]);

  // No timer to clear here: a hover timer still pending would only close what is already closed.
  const close = useCallback(() => {
    setHover(false);
    setPinned(false);
  }, []);

  // A pinned panel closes when the visitor presses or moves focus anywhere outside it.
  useEffect(() => {
    if (!pinned) return;
    const onOutside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [pinned, close]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return; // touch and pen use the click
    clearTimeout(timer.current);
    if (!open) measure();
    setHover(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHover(false), closeDelay);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    close();
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={`relative ${className}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown}>
      {leading}
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        // A click on a hover-opened panel pins it open; a click on a pinned panel closes it for good
        // (even with the mouse still on it).
        onClick={() => {
          if (pinned) return close();
          if (!hover) measure();
          setPinned(true);
        }}
      >
        {typeof button === 'function' ? button({ open }) : button}
      </button>
      {open &&
        (placement === 'left' ? (
          <div
            id={panelId}
            style={{ '--popover-gap': `${offset}px` } as CSSProperties}
            className={`absolute right-[calc(100%+var(--popover-gap))] top-1/2 z-50 -translate-y-1/2 max-md:fixed max-md:inset-x-3 max-md:bottom-[calc(4rem+env(safe-area-inset-bottom))] max-md:top-auto max-md:w-auto max-md:max-w-none max-md:translate-y-0 ${panelClassName}`}
          >
            <span aria-hidden="true" className="absolute inset-y-0 left-full max-md:hidden" style={{ width: offset }} />
            {children({ close })}
          </div>
        ) : (
          <div id={panelId} style={{ top: `calc(100% + ${offset}px)` }} className={`absolute z-50 ${side === 'left' ? 'left-0' : 'right-0'} ${panelClassName}`}>
            {/* A bridge over the gap so the pointer can travel from the trigger to the panel. */}
            <span aria-hidden="true" className="absolute inset-x-0 bottom-full" style={{ height: offset }} />
            {children({ close })}
          </div>
        ))}
    </div>
  );
}
