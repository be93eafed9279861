/**
 * One labelled field of a form: its input, a mandatory marker, and its error next to it, tied to
 * the input with `aria-describedby` and `aria-invalid` so the first invalid one can take focus.
 */
import type { ReactNode, Ref } from 'react'

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
        {required && (
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        )}
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
        {required && (
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        )}
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

/** A file to attach: not a value of the form (the form sends it beside its values), so its error comes from the submission. */
export function FileField({
  id,
  label,
  accept,
  error,
  inputRef,
  onChange,
}: {
  id: string
  label: string
  accept: string
  error: string | undefined
  inputRef: Ref<HTMLInputElement>
  onChange?: (file: File | undefined) => void
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(aria) => (
        <input {...aria} ref={inputRef} type="file" name="file" accept={accept} onChange={onChange && ((event) => onChange(event.currentTarget.files?.[0]))} />
      )}
    </FieldFrame>
  )
}
