'use client';

// A Headless UI Popover that also opens while the mouse rests on it (002 §2: "opened by hover
// (default), click or manually"). Click and keyboard (Enter, Space, Esc, Tab into the panel) are
// Headless UI's; hover only shows the panel and never moves focus. A click while hover-opened pins it.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

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
}: HoverPopoverProps) {
  const [hover, setHover] = useState(false);
  const [side, setSide] = useState<'left' | 'right'>(align === 'right' ? 'right' : 'left');
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const measure = useCallback(() => {
    if (align !== 'auto' || !rootRef.current) return;
    const r = rootRef.current.getBoundingClientRect();
    setSide(r.left + r.width / 2 <= window.innerWidth / 2 ? 'left' : 'right');
  }, [align]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return; // touch and pen use the click
    clearTimeout(timer.current);
    if (!hover) measure();
    setHover(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHover(false), closeDelay);
  };

  return (
    <Popover ref={rootRef} className={`relative ${className}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {({ open, close }) => {
        const closeAll = () => {
          setHover(false);
          close();
        };
        const visible = open || hover;
        return (
          <>
            {leading}
            <PopoverButton
              className={buttonClassName}
              aria-label={buttonLabel}
              // Headless UI toggles on click: a click on a hover-opened panel pins it open, a click on a
              // pinned panel closes it for good (even with the mouse still on it).
              onClick={() => {
                if (open) setHover(false);
                else measure();
              }}
              onKeyDown={(e: KeyboardEvent) => {
                if ((e.key === 'Enter' || e.key === ' ') && !open) measure();
                if (e.key === 'Escape' && !open && hover) setHover(false);
              }}
            >
              {typeof button === 'function' ? button({ open: visible }) : button}
            </PopoverButton>
            {visible && (
              <PopoverPanel
                static
                style={{ top: `calc(100% + ${offset}px)` }}
                className={`absolute z-50 ${side === 'left' ? 'left-0' : 'right-0'} ${panelClassName}`}
                onKeyDown={(e: KeyboardEvent) => {
                  if (e.key === 'Escape' && !open) setHover(false);
                }}
              >
                {/* A bridge over the gap so the pointer can travel from the trigger to the panel. */}
                <span aria-hidden="true" className="absolute inset-x-0 bottom-full" style={{ height: offset }} />
                {children({ close: closeAll })}
              </PopoverPanel>
            )}
          </>
        );
      }}
    </Popover>
  );
}
