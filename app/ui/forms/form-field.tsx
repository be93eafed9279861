/**
 * One labelled field of a form: its input, a mandatory marker, and its error next to it, tied to
 * the input with `aria-describedby` and `aria-invalid` so the first invalid one can take focus.
 */
import type { ReactNode } from 'react'

interface FieldFrameProps {
  id: string
  label: string
  required?: boolean
  error: string | undefined
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; 'aria-required': boolean | undefined }) => ReactNode
}

export function FieldFrame({ id, label, required, error, children }: FieldFrameProps) {
  const errorId = `${id}-error`
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="form-required" aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required || undefined })}
      {error && (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

interface CheckboxFieldProps {
  id: string
  label: string
  required?: boolean
  checked: boolean
  error: string | undefined
  onChange: (checked: boolean) => void
}

export function CheckboxField({ id, label, required, checked, error, onChange }: CheckboxFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="form-field form-check">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
      />
      <label htmlFor={id}>
        {label}
        {required && <span className="form-required" aria-hidden="true"> *</span>}
      </label>
      {error && (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The messages of a field's errors, whatever the validator returned (zod issues or strings). */
export function errorMessages(errors: readonly unknown[]): string[] {
  return errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return [error.message]
    return []
  })
}

/** Moves focus to the first invalid field of a form, once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  })
}

/** The part of a TanStack Form field a text field needs. */
export interface TextFieldApi {
  name: string
  state: { value: string }
  handleChange(value: string): void
  handleBlur(): void
}

export interface TextFieldProps {
  field: TextFieldApi
  id: string
  label: string
  required?: boolean
  error: string | undefined
  type?: 'email' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'numeric'
  /** A multi-line field of this many rows. */
  rows?: number
}

/** A labelled text input (or, with `rows`, a text area) bound to a TanStack Form field. */
export function TextField({ field, id, label, required, error, type, autoComplete, inputMode, rows }: TextFieldProps) {
  const common = {
    name: field.name,
    value: field.state.value,
    onBlur: field.handleBlur,
  }
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      {(aria) =>
        rows ? (
          <textarea {...aria} {...common} rows={rows} onChange={(event) => field.handleChange(event.currentTarget.value)} />
        ) : (
          <input {...aria} {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => field.handleChange(event.currentTarget.value)} />
        )
      }
    </FieldFrame>
  )
}
