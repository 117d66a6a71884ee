import type { ReactNode } from 'react';

/** Class lists of the form controls, shared by every form. */
/** A control without a width, for one that sits beside another (a currency beside an amount). */
export const controlClass =
  'h-9 rounded-card border border-line-strong bg-white px-3 text-base text-ink placeholder:text-ink-faint focus:border-primary focus:outline-none aria-[invalid=true]:border-price disabled:bg-page';
export const inputClass = `${controlClass} w-full`;
export const textareaClass =
  'block min-h-24 w-full rounded-card border border-line-strong bg-white px-3 py-2 text-base text-ink placeholder:text-ink-faint focus:border-primary focus:outline-none aria-[invalid=true]:border-price';

interface FieldProps {
  label: string;
  /** The control's id: the label points at it, the error is read with it. */
  htmlFor: string;
  required?: boolean;
  help?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled form row: label with its required mark, the control, help, and the error next to it (001 §5). */
export function Field({ label, htmlFor, required, help, error, className = '', children }: FieldProps) {
  return (
    <div className={`grid gap-1 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-x-3 ${className}`}>
      <label htmlFor={htmlFor} className="pt-1.5 text-ink-muted sm:text-right">
        {required && (
          <span aria-hidden="true" className="mr-0.5 text-price">
            *
          </span>
        )}
        {label}
      </label>
      <div className="min-w-0">
        {children}
        {help && <p className="mt-1 text-meta text-ink-faint">{help}</p>}
        {error && (
          <p id={`${htmlFor}-error`} role="alert" className="mt-1 text-meta text-price">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The aria props of a control whose field may show an error. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false };
