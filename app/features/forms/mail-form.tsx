/**
 * How a form becomes a mail form (docs/decisions/013-forms-captcha-and-outbox.md, 049): `useMailForm`
 * is the site's form (`useAppForm`, `app/ui/forms/app-form.tsx`) validated by the form's schema on
 * submit and on every change, with its draft in session storage until it is sent and its submission
 * (the captcha first, one id per message, kept across tries, so the outbox stores it once);
 * `MailFormSection` shows it: its heading, the success text once sent, else the introduction, the
 * fields and the form's end (the captcha, what went wrong, the send button). A form adds its
 * schema, its fields and its server function.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { StandardSchemaV1 } from '@tanstack/react-form'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import type { BrandId } from '#config/brands.ts'
import { type Language, languages } from '#config/languages.ts'
import { stringProp } from '#app/cms/content.ts'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { type FieldSettings, type FormParts, type SelectOption, appForm, useAppForm } from '#app/ui/forms/app-form.tsx'
import { focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { Captcha, type CaptchaHandle } from './captcha.tsx'
import { draftKey, dropDraft, readDraft, saveDraft } from './form-draft.ts'
import type { SubmitResult } from './forms.functions.ts'
import { fitsMailCommand } from './mail-command-size.ts'

type Outcome = SubmitResult['status'] | undefined

/** What a mail form sends to its server function: the site's brand and language, the values, the solved captcha and the message's id. */
interface MailFormData<V> {
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
  /** The values a new form starts with (kept stable: a new object restores the draft again). */
  start: V
  submit: (data: MailFormData<V>) => Promise<SubmitResult>
  /** What every field's id starts with; a new id of the page's by default. */
  id?: string
  /** Where focus goes when the form is invalid: the first invalid field unless the form knows better. */
  onInvalid?: (form: HTMLFormElement | null) => void
}

/** What `MailFormSection` shows of a mail form besides its fields. */
interface MailFrame {
  settings: FieldSettings
  formRef: RefObject<HTMLFormElement | null>
  captchaRef: RefObject<CaptchaHandle | null>
  /** The widget's solved payload, or none (and whether that is because the solution expired). */
  setAltcha: (payload: string | undefined, expired: boolean) => void
  outcome: Outcome
}

/** The captcha's state and the outcome of sending; `send` refuses what is too long or unsolved, and a sent message drops the draft. */
function useMailSubmission(key: string) {
  const captchaRef = useRef<CaptchaHandle>(null)
  const [captcha, setCaptcha] = useState<{ payload: string | undefined; expired: boolean }>({ payload: undefined, expired: false })
  const [outcome, setOutcome] = useState<Outcome>()
  const submissionId = useRef<string>(undefined)
  const setAltcha = (payload: string | undefined, expired: boolean) => setCaptcha({ payload, expired })
  const send = async (values: unknown, submit: (altcha: string, id: string) => Promise<SubmitResult>) => {
    if (!fitsMailCommand(values)) {
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
      dropDraft(key)
      submissionId.current = undefined
    }
  }
  return { captchaRef, setAltcha, outcome, send }
}

/** A mail form: the site's form with its schema, its draft and its submission; `frame` is what `MailFormSection` needs of it. */
export function useMailForm<V extends Record<string, unknown>>({ name, schema, start, submit, id, onInvalid = focusFirstInvalid }: MailFormOptions<V>) {
  const { address } = useSite()
  const generatedId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const key = draftKey(name, `${address.brand}/${address.lang}${address.pagePath}`)
  const { send, ...submission } = useMailSubmission(key)
  const form = useAppForm({
    defaultValues: start,
    validators: { onSubmit: schema, onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => onInvalid(formRef.current),
    onSubmit: ({ value }) =>
      send(value, (altcha, submissionId) => submit({ brand: address.brand, lang: address.lang, values: value, altcha, id: submissionId })),
  })
  // the draft is restored once the page runs, and kept while the visitor types
  useEffect(() => {
    form.reset({ ...form.state.values, ...readDraft(key, start) }, { keepDefaultValues: true })
    return form.store.subscribe(() => saveDraft(key, form.state.values)).unsubscribe
  }, [form, key, start])
  const frame: MailFrame = { settings: { id: id ?? generatedId, locale: address.lang, errors: 'after-send' }, formRef, ...submission }
  return { form, frame }
}

/** A message of the forms, read in the visitor's language. */
type FormText = (inputs: Record<string, never>, options: { locale: Language }) => string

/** `choices` as a select's options, labelled in the visitor's language. */
export function choiceOptions<T extends string>(choices: readonly T[], labels: Record<T, FormText>, locale: Language): SelectOption[] {
  return choices.map((choice) => ({ value: choice, label: labels[choice]({}, { locale }) }))
}

/** The languages a sender may want answers (or letters) in. */
export function languageOptions(locale: Language): SelectOption[] {
  return choiceOptions(languages, { de: m.forms_language_de, en: m.forms_language_en, zh: m.forms_language_zh }, locale)
}

/** The end of every mail form: the captcha, what went wrong, and the send button. */
function MailFormEnd({
  form,
  captchaRef,
  setAltcha,
  outcome,
  locale,
  contactEmail,
}: Pick<MailFrame, 'captchaRef' | 'setAltcha' | 'outcome'> & { form: FormParts; locale: Language; contactEmail: string }) {
  const alert = (text: string) => (
    <p role="alert" className="form-error">
      {text}
    </p>
  )
  return (
    <>
      <Captcha ref={captchaRef} locale={locale} onChange={setAltcha} />
      {outcome === 'captcha' && alert(m.forms_captcha_required({}, { locale }))}
      {outcome === 'rate-limited' && alert(m.send_rate_limited({}, { locale }))}
      {outcome === 'too-long' && alert(m.forms_error_request_too_long({}, { locale }))}
      {outcome === 'captcha-expired' && alert(m.captcha_expired({}, { locale }))}
      {outcome === 'error' && alert(m.contact_error({ email: contactEmail }, { locale }))}
      <form.SubmitButton label={m.forms_send({}, { locale })} busyLabel={m.forms_sending({}, { locale })} />
    </>
  )
}

interface MailFormSectionProps {
  form: FormParts
  frame: MailFrame
  /** The CMS component's properties: its `title` and its `email` (where the error message sends a visitor instead). */
  props?: MagnoliaComponentProps
  className?: string
  title: FormText
  intro?: FormText
  success?: FormText
  /** `section` (a section headed by the form's title; none where the page's title says it already), `always-headed` (a section that always has its heading), or `dialog` (the dialog's heading names the form). */
  frameAs?: 'section' | 'always-headed' | 'dialog'
  /** The section's id, a target for links. */
  anchor?: string
  /** Where the error message sends a visitor instead, over the component's `email` (a contact dialog's person). */
  contactEmail?: string
  children: ReactNode
}

/**
 * A mail form's section: its title (the component's `title`, else the form's), once sent the success
 * text (the spec's "Thank you! Your message has been sent." unless the form has its own), before that
 * an introduction, the mandatory-field note, the fields and the form's end.
 */
export function MailFormSection({
  form,
  frame,
  props,
  className,
  title,
  intro,
  success = m.contact_success,
  frameAs = 'section',
  anchor,
  contactEmail,
  children,
}: MailFormSectionProps) {
  const { settings } = useSite()
  const { id, locale } = frame.settings
  const name = (props && stringProp(props, 'title')) ?? title({}, { locale })
  // on a page of its own the page's h1 may already name the form ("Send us a message" twice otherwise)
  const sectionTitle = useSectionTitle(name)
  const heading = frameAs === 'always-headed' ? name : sectionTitle
  const content =
    frame.outcome === 'sent' ? (
      <p role="status" className="form-success">
        {success({}, { locale })}
      </p>
    ) : (
      <>
        {intro && <p>{intro({}, { locale })}</p>}
        <p className="form-mandatory">{m.field_mandatory({}, { locale })}</p>
        <form.AppForm>
          <form.FormElement settings={frame.settings} formRef={frame.formRef} method="post">
            {children}
            <MailFormEnd
              form={form}
              captchaRef={frame.captchaRef}
              setAltcha={frame.setAltcha}
              outcome={frame.outcome}
              locale={locale}
              contactEmail={contactEmail ?? (props && stringProp(props, 'email')) ?? settings.contactEmail}
            />
          </form.FormElement>
        </form.AppForm>
      </>
    )
  if (frameAs === 'dialog') return content
  return (
    <section
      id={anchor}
      className={['contact-form', className].filter(Boolean).join(' ')}
      {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': name })}
    >
      {heading && <h2 id={`${id}-title`}>{heading}</h2>}
      {content}
    </section>
  )
}

/**
 * The sender's name, e-mail address and phone number (`senderShape`), with the form's company
 * field (`CompanyField`), if it has one, after the name. A callback (`toCall`) asks for the phone
 * number first and as mandatory, as its schema does.
 */
export const SenderFields = appForm.withFieldGroup({
  defaultValues: { name: '', email: '', phone: '' },
  props: {} as { company?: ReactNode; toCall?: boolean },
  render: function Render({ group, company, toCall = false }) {
    const locale = useSite().address.lang
    const email = (
      <group.AppField name="email">
        {(field) => <field.TextField label={m.field_email({}, { locale })} required type="email" autoComplete="email" />}
      </group.AppField>
    )
    return (
      <>
        <group.AppField name="name">{(field) => <field.TextField label={m.forms_field_name({}, { locale })} required autoComplete="name" />}</group.AppField>
        {company}
        {!toCall && email}
        <group.AppField name="phone">
          {(field) => <field.TextField label={m.field_phone({}, { locale })} required={toCall} type="tel" autoComplete="tel" />}
        </group.AppField>
        {toCall && email}
      </>
    )
  },
})

/** The sender's fields of a form that names them so. */
export const senderFieldNames = { name: 'name', email: 'email', phone: 'phone' } as const

/** The sender's company, in `SenderFields`' slot; `required` where the form's schema asks for it. */
export const CompanyField = appForm.withFieldGroup({
  defaultValues: { company: '' },
  props: {} as { required?: boolean },
  render: function Render({ group, required = false }) {
    const locale = useSite().address.lang
    return (
      <group.AppField name="company">
        {(field) => <field.TextField label={m.field_company({}, { locale })} required={required} autoComplete="organization" />}
      </group.AppField>
    )
  },
})

/** The company field of a form that names it so. */
export const companyFieldName = { company: 'company' } as const
