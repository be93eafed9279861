/**
 * Every form of the site is built one way (docs/decisions/049-forms-built-one-way.md): TanStack
 * Form's composition API, with the field components registered here once. A form calls
 * `useAppForm`, wraps its fields in `<form.AppForm><form.FormElement …>`, and renders each field
 * as `<form.AppField name="…">{(field) => <field.TextField label="…" />}</form.AppField>`. The
 * field takes its id, its error text's language and when its errors show from the form element's
 * settings, so a form says only what differs: the label and the input's kind.
 */
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { type ComponentType, type PropsWithChildren, type ReactNode, type RefObject, createContext, useContext } from 'react'
import type { Language } from '#config/languages.ts'
import { fieldErrorText } from './field-errors.ts'
import { CheckboxField as Checkbox, FieldFrame, errorMessages } from './form-field.tsx'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

export interface FieldSettings {
  /** What every field's id starts with: the form's id. */
  id: string
  locale: Language
  /** `after-send`: a field's errors show from the first press of send on; `always`: as soon as validation finds them. */
  errors: 'after-send' | 'always'
}

const settingsContext = createContext<FieldSettings | null>(null)

/** The settings of the fields inside: the form element's, or a part of a form's own (a waste entry shows its errors once saved). */
export const FieldSettingsProvider = settingsContext.Provider

function useFieldSettings(): FieldSettings {
  const settings = useContext(settingsContext)
  if (!settings) throw new Error('a form field renders inside a `FormElement`')
  return settings
}

/** A field's id: the form's id and the field's name, brackets and dots as dashes (`wastes[0].polymer` is `…-wastes-0-polymer`). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/\W+/g, '-')}`
}

/** Whether a field's errors show: always, or from the first press of send on. */
export function errorsShown(errors: FieldSettings['errors'], submissionAttempts: number): boolean {
  return errors === 'always' || submissionAttempts > 0
}

/** The bound field's id and its error text in the visitor's language, when its errors show. */
function useBoundField<T>() {
  const field = useFieldContext<T>()
  const settings = useFieldSettings()
  const shown = useStore(field.form.store, (state) => errorsShown(settings.errors, state.submissionAttempts))
  const errors = useStore(field.store, (state) => state.meta.errors)
  return { field, id: fieldId(settings.id, field.name), error: shown ? fieldErrorText(errorMessages(errors), settings.locale) : undefined }
}

interface TextFieldProps {
  label: string
  required?: boolean
  type?: 'email' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'numeric'
  /** A multi-line field of this many rows. */
  rows?: number
}

/** A labelled text input (or, with `rows`, a text area). */
function TextField({ label, required, type, autoComplete, inputMode, rows }: TextFieldProps) {
  const { field, id, error } = useBoundField<string>()
  const common = { name: field.name, value: field.state.value, onBlur: field.handleBlur }
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      {(aria) =>
        rows ? (
          <textarea {...aria} {...common} rows={rows} onChange={(event) => field.handleChange(event.currentTarget.value)} />
        ) : (
          <input
            {...aria}
            {...common}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
          />
        )
      }
    </FieldFrame>
  )
}

/** A labelled checkbox. */
function CheckboxField({ label, required }: { label: string; required?: boolean }) {
  const { field, id, error } = useBoundField<boolean>()
  return <Checkbox id={id} label={label} required={required} checked={field.state.value} error={error} onChange={field.handleChange} />
}

export interface SelectOption {
  value: string
  label: string
}

/**
 * A choice among `options` as a select; with `unchosen`, a first empty option so labelled (the
 * choice not made yet). A value that is none of the options (a tampered one) becomes `fallback`.
 */
function SelectField({
  label,
  options,
  fallback,
  unchosen,
  autoComplete,
}: {
  label: string
  options: readonly SelectOption[]
  fallback: string
  unchosen?: string
  autoComplete?: string
}) {
  const { field, id, error } = useBoundField<string>()
  return (
    <FieldFrame id={id} label={label} required error={error}>
      {(aria) => (
        <select
          {...aria}
          name={field.name}
          autoComplete={autoComplete}
          value={field.state.value}
          onChange={(event) => field.handleChange(options.find((option) => option.value === event.currentTarget.value)?.value ?? fallback)}
          onBlur={field.handleBlur}
        >
          {unchosen !== undefined && <option value="">{unchosen}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/**
 * The form element, sent by script (`handleSubmit`), never by the browser; the fields inside take
 * `settings`. `method` is what a browser without the script would do.
 */
function FormElement({
  settings,
  formRef,
  method,
  children,
}: {
  settings: FieldSettings
  formRef: RefObject<HTMLFormElement | null>
  method?: 'post'
  children: ReactNode
}) {
  const form = useFormContext()
  return (
    <FieldSettingsProvider value={settings}>
      <form
        ref={formRef}
        method={method}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {children}
      </form>
    </FieldSettingsProvider>
  )
}

/** The send button: enabled once the page runs, disabled while sending (and then labelled `busyLabel`, if given). */
function SubmitButton({ label, busyLabel = label }: { label: string; busyLabel?: string }) {
  const form = useFormContext()
  const hydrated = useHydrated()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button type="submit" className="button" disabled={!hydrated || submitting}>
      {submitting ? busyLabel : label}
    </button>
  )
}

export const appForm = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField, SelectField },
  formComponents: { FormElement, SubmitButton },
})

export const { useAppForm } = appForm

/** The parts of every form built here that render it whatever its fields: the provider of its context, its element and its send button. */
export interface FormParts {
  AppForm: ComponentType<PropsWithChildren>
  FormElement: typeof FormElement
  SubmitButton: typeof SubmitButton
}
