/**
 * What every mail form shares (docs/decisions/013-forms-captcha-and-outbox.md): a draft in session
 * storage until the form is sent, the captcha and the outcome of a submission (one id per message,
 * kept across tries, so the outbox stores it once), text fields, and the form's end: the captcha,
 * the alerts and the send button.
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { type Language, languages } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { Captcha, type CaptchaHandle } from './captcha.tsx'
import { useStore } from '@tanstack/react-form'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { CheckboxField, FieldFrame, errorMessages } from '#app/ui/forms/form-field.tsx'
import { dropDraft, readDraft, saveDraft } from './form-draft.ts'
import type { SubmitResult } from './forms.functions.ts'

export type Outcome = SubmitResult['status'] | undefined

/** The part of a TanStack Form the draft needs. */
interface DraftableForm<V> {
  state: { values: V }
  store: { subscribe(listener: () => void): { unsubscribe(): void } }
  reset(values: V, options: { keepDefaultValues: boolean }): void
}

/** Restores a form's draft on load and keeps it while the visitor types. */
export function useFormDraft<V extends Record<string, unknown>>(form: DraftableForm<V>, key: string, empty: NoInfer<V>): void {
  useEffect(() => {
    form.reset({ ...form.state.values, ...readDraft(key, empty) }, { keepDefaultValues: true })
    return form.store.subscribe(() => saveDraft(key, form.state.values)).unsubscribe
  }, [form, key, empty])
}

/** The part of a TanStack Form's state the feedback reads. */
type SendState = { submissionAttempts: number; isSubmitting: boolean }
interface SendStateSource {
  get(): SendState
  subscribe(listener: (value: SendState) => void): { unsubscribe(): void }
}

/** Whether the form is being sent, and a field's error text in the visitor's language from the first press of send on. */
export function useFormFeedback(store: SendStateSource, locale: Language): { submitting: boolean; error: (messages: readonly unknown[]) => string | undefined } {
  const attempted = useStore(store, (state) => state.submissionAttempts > 0)
  const submitting = useStore(store, (state) => state.isSubmitting)
  return { submitting, error: (messages) => (attempted ? fieldErrorText(errorMessages(messages), locale) : undefined) }
}

export interface MailSubmission {
  captchaRef: RefObject<CaptchaHandle | null>
  setAltcha: (payload: string | undefined) => void
  outcome: Outcome
  /** Sends once the captcha is solved; a sent message drops the draft and gets a fresh captcha. */
  send: (submit: (altcha: string, id: string) => Promise<SubmitResult>) => Promise<void>
}

export function useMailSubmission(draftKey: string): MailSubmission {
  const captchaRef = useRef<CaptchaHandle>(null)
  const [altcha, setAltcha] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const submissionId = useRef<string>(undefined)
  const send: MailSubmission['send'] = async (submit) => {
    if (!altcha) {
      setOutcome('captcha')
      return
    }
    submissionId.current ??= crypto.randomUUID()
    const result = await submit(altcha, submissionId.current).catch((): SubmitResult => ({ status: 'error' }))
    setOutcome(result.status)
    setAltcha(undefined)
    captchaRef.current?.reset()
    if (result.status === 'sent') {
      dropDraft(draftKey)
      submissionId.current = undefined
    }
  }
  return { captchaRef, setAltcha, outcome, send }
}

/** The mandatory-field note and the form element, sent by script (`onSubmit`), never by the browser. */
export function MailFormBody({ formRef, locale, onSubmit, children }: { formRef: RefObject<HTMLFormElement | null>; locale: Language; onSubmit: () => void; children: ReactNode }) {
  return (
    <>
      <p className="form-mandatory">{m.forms_mandatory({}, { locale })}</p>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </>
  )
}

/** The part of a TanStack Form field a text field needs. */
interface TextFieldApi {
  name: string
  state: { value: string }
  handleChange(value: string): void
  handleBlur(): void
}

interface TextFieldProps {
  field: TextFieldApi
  id: string
  label: string
  required?: boolean
  error: string | undefined
  type?: 'email' | 'tel'
  autoComplete?: string
  /** A multi-line field of this many rows. */
  rows?: number
}

export function TextField({ field, id, label, required, error, type, autoComplete, rows }: TextFieldProps) {
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
          <input {...aria} {...common} type={type} autoComplete={autoComplete} onChange={(event) => field.handleChange(event.currentTarget.value)} />
        )
      }
    </FieldFrame>
  )
}

/** The language a sender wants answers (or letters) in; the visitor's by default. */
export function LanguageField({
  field,
  id,
  label,
  locale,
  error,
}: {
  field: { state: { value: Language }; handleChange(value: Language): void }
  id: string
  label: string
  locale: Language
  error: string | undefined
}) {
  return (
    <FieldFrame id={id} label={label} required error={error}>
      {(aria) => (
        <select {...aria} name="language" value={field.state.value} onChange={(event) => field.handleChange(languages.find((language) => language === event.currentTarget.value) ?? locale)}>
          <option value="de">{m.forms_language_de({}, { locale })}</option>
          <option value="en">{m.forms_language_en({}, { locale })}</option>
          <option value="zh">{m.forms_language_zh({}, { locale })}</option>
        </select>
      )}
    </FieldFrame>
  )
}

/** The privacy consent every mail form asks for. */
export function PrivacyField({ field, id, locale, error }: { field: { state: { value: boolean }; handleChange(checked: boolean): void }; id: string; locale: Language; error: string | undefined }) {
  return <CheckboxField id={id} label={m.forms_field_privacy({}, { locale })} required checked={field.state.value} error={error} onChange={field.handleChange} />
}

/** The end of every mail form: the captcha, what went wrong, and the send button (enabled once the page runs). */
interface MailFormEndProps {
  captchaRef: MailSubmission['captchaRef']
  onCaptcha: MailSubmission['setAltcha']
  outcome: Outcome
  locale: Language
  contactEmail: string
  enabled: boolean
  submitting: boolean
}

export function MailFormEnd({ captchaRef, onCaptcha, outcome, locale, contactEmail, enabled, submitting }: MailFormEndProps) {
  return (
    <>
      <Captcha ref={captchaRef} locale={locale} onChange={onCaptcha} />
      {outcome === 'captcha' && (
        <p role="alert" className="form-error">
          {m.forms_captcha_required({}, { locale })}
        </p>
      )}
      {outcome === 'error' && (
        <p role="alert" className="form-error">
          {m.contact_error({ email: contactEmail }, { locale })}
        </p>
      )}
      <button type="submit" className="button" disabled={!enabled || submitting}>
        {submitting ? m.forms_sending({}, { locale }) : m.forms_send({}, { locale })}
      </button>
    </>
  )
}
