/**
 * What every mail form shares (docs/decisions/013-forms-captcha-and-outbox.md): a draft in session
 * storage until the form is sent, the captcha and the outcome of a submission (one id per message,
 * kept across tries, so the outbox stores it once), text fields, and the form's end: the captcha,
 * the alerts and the send button. `useMailForm` and `MailFormSection` put these together for a
 * form that adds only its schema, its fields and its server function.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { type StandardSchemaV1, useForm, useStore } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { type BrandId, type Language, languages } from '#app.config.ts'
import { stringProp } from '#app/cms/content.ts'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { Captcha, type CaptchaHandle } from './captcha.tsx'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { CheckboxField, FieldFrame, TextField, type TextFieldApi, type TextFieldProps, errorMessages, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { draftKey, dropDraft, readDraft, saveDraft } from './form-draft.ts'
import type { SubmitResult } from './forms.functions.ts'
import { fitsMailCommand } from './mail-command-size.ts'

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
  /** The widget's solved payload, or none (and whether that is because the solution expired). */
  setAltcha: (payload: string | undefined, expired: boolean) => void
  outcome: Outcome
  /**
   * Sends once the captcha is solved; a sent message drops the draft and gets a fresh captcha.
   * With the form's `values`, fields too long for a mail command are refused before anything is sent.
   */
  send: (submit: (altcha: string, id: string) => Promise<SubmitResult>, values?: unknown) => Promise<void>
}

export function useMailSubmission(draftKey: string): MailSubmission {
  const captchaRef = useRef<CaptchaHandle>(null)
  const [captcha, setCaptcha] = useState<{ payload: string | undefined; expired: boolean }>({ payload: undefined, expired: false })
  const [outcome, setOutcome] = useState<Outcome>()
  const submissionId = useRef<string>(undefined)
  const setAltcha: MailSubmission['setAltcha'] = (payload, expired) => setCaptcha({ payload, expired })
  const send: MailSubmission['send'] = async (submit, values) => {
    if (values !== undefined && !fitsMailCommand(values)) {
      setOutcome('too-long')
      return
    }
    const altcha = captcha.payload
    if (!altcha) {
      setOutcome(captcha.expired ? 'captcha-expired' : 'captcha')
      return
    }
    submissionId.current ??= crypto.randomUUID()
    const result = await submit(altcha, submissionId.current).catch((): SubmitResult => ({ status: 'error' }))
    setOutcome(result.status)
    setCaptcha({ payload: undefined, expired: false })
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
      {outcome === 'rate-limited' && (
        <p role="alert" className="form-error">
          {m.forms_rate_limited({}, { locale })}
        </p>
      )}
      {outcome === 'too-long' && (
        <p role="alert" className="form-error">
          {m.forms_error_request_too_long({}, { locale })}
        </p>
      )}
      {outcome === 'captcha-expired' && (
        <p role="alert" className="form-error">
          {m.captcha_expired({}, { locale })}
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

/** What a mail form sends to its server function: the site's brand and language, the values, the solved captcha and the message's id. */
export interface MailFormData<V> {
  brand: BrandId
  lang: Language
  values: V
  altcha: string
  id: string
}

interface MailFormOptions<V> {
  /** The form's name in its draft's key. */
  name: string
  schema: StandardSchemaV1<V, unknown>
  empty: V
  submit: (data: MailFormData<V>) => Promise<SubmitResult>
  /** Where focus goes when the form is invalid: the first invalid field unless the form knows better. */
  onInvalid?: (form: HTMLFormElement | null) => void
}

/** The parts of a mail form that do not depend on its fields, for `MailFormSection`. */
export interface MailFrame {
  id: string
  locale: Language
  formRef: RefObject<HTMLFormElement | null>
  hydrated: boolean
  submitting: boolean
  submission: MailSubmission
  submit: () => void
}

/**
 * A mail form's state: TanStack Form validated by the schema on submit and on every change, its
 * draft, its submission (captcha first) and its feedback. `error` reads a field's errors in the
 * visitor's language from the first press of send on.
 */
export function useMailForm<V extends Record<string, unknown>>({ name, schema, empty, submit, onInvalid = focusFirstInvalid }: MailFormOptions<V>) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const key = draftKey(name, `${address.brand}/${address.lang}${address.pagePath}`)
  const submission = useMailSubmission(key)
  const form = useForm({
    defaultValues: empty,
    validators: { onSubmit: schema, onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => onInvalid(formRef.current),
    onSubmit: ({ value }) => submission.send((altcha, submissionId) => submit({ brand: address.brand, lang: locale, values: value, altcha, id: submissionId }), value),
  })
  useFormDraft<V>(form, key, empty)
  const { submitting, error } = useFormFeedback(form.store, locale)
  const frame: MailFrame = { id, locale, formRef, hydrated, submitting, submission, submit: () => void form.handleSubmit() }
  return { form, frame, locale, error }
}

/** A TanStack Form field holding text, as a bound text field reads it. */
export interface TextFieldState extends TextFieldApi {
  state: { value: string; meta: { errors: readonly unknown[] } }
}

type TextFieldOptions = Omit<TextFieldProps, 'field' | 'id' | 'label' | 'error'>

/**
 * A text field as the child of a `form.Field`: its id made from the form's and the field's name,
 * its error from the form's feedback.
 */
export function textField(frame: Pick<MailFrame, 'id'>, error: (messages: readonly unknown[]) => string | undefined, label: string, options: TextFieldOptions = {}) {
  return function BoundTextField(field: TextFieldState) {
    return <TextField field={field} id={`${frame.id}-${field.name.replace(/\W+/g, '-')}`} label={label} error={error(field.state.meta.errors)} {...options} />
  }
}

type SenderField = 'name' | 'email' | 'phone'

/**
 * The sender's name, e-mail address and phone number (`senderShape`), with the form's company
 * field, if it has one, after the name. `bind` renders a field of the form (`form.Field`).
 */
export function SenderFields({
  bind,
  frame,
  error,
  company,
}: {
  bind: (name: SenderField, child: (field: TextFieldState) => ReactNode) => ReactNode
  frame: Pick<MailFrame, 'id' | 'locale'>
  error: (messages: readonly unknown[]) => string | undefined
  company?: ReactNode
}) {
  const { locale } = frame
  return (
    <>
      {bind('name', textField(frame, error, m.forms_field_name({}, { locale }), { required: true, autoComplete: 'name' }))}
      {company}
      {bind('email', textField(frame, error, m.forms_field_email({}, { locale }), { required: true, type: 'email', autoComplete: 'email' }))}
      {bind('phone', textField(frame, error, m.forms_field_phone({}, { locale }), { type: 'tel', autoComplete: 'tel' }))}
    </>
  )
}

/** The company field, required or optional as the form's variant has it. */
export function companyField(frame: Pick<MailFrame, 'id' | 'locale'>, error: (messages: readonly unknown[]) => string | undefined, required: boolean) {
  return textField(frame, error, m.forms_field_company({}, { locale: frame.locale }), { required, autoComplete: 'organization' })
}

/** A message of the forms, read in the visitor's language. */
export type FormText = (inputs: Record<string, never>, options: { locale: Language }) => string

/**
 * A choice among fixed values as a select (`T`, the field's type, given at the call); `''` is the
 * choice not made yet, offered as a first empty option labelled `unchosen`. `fallback` is what an
 * unknown value (a tampered option) becomes.
 */
export function ChoiceField<T extends string>({
  field,
  id,
  label,
  locale,
  error,
  choices,
  labels,
  fallback,
  unchosen,
}: {
  field: { name: string; state: { value: T; meta: { errors: readonly unknown[] } }; handleChange(value: T): void }
  id: string
  label: string
  locale: Language
  error: (messages: readonly unknown[]) => string | undefined
  choices: ReadonlyArray<Exclude<T, ''>>
  labels: Record<Exclude<T, ''>, FormText>
  fallback: T
  unchosen?: string
}) {
  return (
    <FieldFrame id={`${id}-${field.name}`} label={label} required error={error(field.state.meta.errors)}>
      {(aria) => (
        <select {...aria} name={field.name} value={field.state.value} onChange={(event) => field.handleChange(choices.find((choice) => choice === event.currentTarget.value) ?? fallback)}>
          {unchosen !== undefined && <option value="">{unchosen}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]({}, { locale })}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/** The privacy consent as the child of a `form.Field`. */
export function privacyField(frame: Pick<MailFrame, 'id' | 'locale'>, error: (messages: readonly unknown[]) => string | undefined) {
  return function BoundPrivacyField(field: { state: { value: boolean; meta: { errors: readonly unknown[] } }; handleChange(checked: boolean): void }) {
    return <PrivacyField field={field} id={`${frame.id}-privacy`} locale={frame.locale} error={error(field.state.meta.errors)} />
  }
}

/**
 * A mail form's section: its title (the component's `title`, else the form's; only its name where the page's
 * title says it already), once sent the
 * success text (the spec's "Thank you! Your message has been sent." unless the form has its own),
 * before that an introduction, the mandatory-field note, the fields and the form's end. In a
 * dialog (`inDialog`) the dialog's heading names the form, so the section has none of its own.
 */
export function MailFormSection({
  frame,
  props,
  className,
  title,
  intro,
  success = m.contact_success,
  inDialog = false,
  children,
}: {
  frame: MailFrame
  props: MagnoliaComponentProps
  className: string
  title: FormText
  intro?: FormText
  success?: FormText
  inDialog?: boolean
  children: ReactNode
}) {
  const { id, locale, submission } = frame
  const name = stringProp(props, 'title') ?? title({}, { locale })
  // on a page of its own the page's h1 already names the form ("Send us a message" twice otherwise)
  const heading = useSectionTitle(name)
  const content =
    submission.outcome === 'sent' ? (
      <p role="status" className="form-success">
        {success({}, { locale })}
      </p>
    ) : (
      <>
        {intro && <p>{intro({}, { locale })}</p>}
        <MailFormBody formRef={frame.formRef} locale={locale} onSubmit={frame.submit}>
          {children}
          <MailFormEnd
            captchaRef={submission.captchaRef}
            onCaptcha={submission.setAltcha}
            outcome={submission.outcome}
            locale={locale}
            contactEmail={stringProp(props, 'email') ?? 'info@okg.example'}
            enabled={frame.hydrated}
            submitting={frame.submitting}
          />
        </MailFormBody>
      </>
    )
  if (inDialog) return <div className={`contact-form ${className}`}>{content}</div>
  return (
    <section className={`contact-form ${className}`} {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': name })}>
      {heading && <h2 id={`${id}-title`}>{heading}</h2>}
      {content}
    </section>
  )
}
