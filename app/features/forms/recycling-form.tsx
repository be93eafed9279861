/**
 * The recycling waste request of wipag and mocom (docs/decisions/013-forms-captcha-and-outbox.md):
 * one or more waste entries, the loop, the requirements and who asks; sent with the captcha through
 * the outbox to the brand's own command, `POST /.rest/commands/v2/{wipag|mocom}/sendWasteMail`.
 * Company is required at wipag and optional at mocom. Other brands' pages show nothing of it.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useRef } from 'react'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { submitRecycling } from './forms.functions.ts'
import { MailFormSection, CompanyField, SenderFields, companyFieldName, choiceOptions, senderFieldNames, useMailForm } from './mail-form.tsx'
import { type RecyclingVariant, emptyRecycling, recyclingSchemas, recyclingTargets, recyclingVariant } from './recycling-schema.ts'
import { WasteEntries, firstInvalidEntry, useWasteEditing } from './waste-entries.tsx'

const targetLabel = { 'closed-loop': m.recycling_target_closed, 'open-loop': m.recycling_target_open } as const

function RecyclingRequest({ props, variant }: { props: MagnoliaComponentProps; variant: RecyclingVariant }) {
  const addRef = useRef<HTMLButtonElement>(null)
  const editing = useWasteEditing(addRef)
  const { form, frame } = useMailForm({
    name: 'recycling',
    schema: recyclingSchemas[variant],
    start: emptyRecycling,
    submit: (data) => submitRecycling({ data: { ...data, brand: variant } }),
    onInvalid: (element) => {
      const { wastes } = form.state.values
      const invalid = firstInvalidEntry(wastes)
      if (wastes.length === 0) requestAnimationFrame(() => addRef.current?.focus())
      else if (invalid !== undefined && invalid !== editing.editing) {
        editing.setEditing(invalid)
        focusFirstInvalid(element)
      } else focusFirstInvalid(element)
    },
  })
  const { locale } = frame.settings
  return (
    <MailFormSection form={form} frame={frame} props={props} className="recycling-form" title={m.recycling_title} intro={m.recycling_text}>
      <WasteEntries form={form} settings={frame.settings} formRef={frame.formRef} editing={editing} />
      <form.AppField name="target">
        {(field) => (
          <field.SelectField label={m.recycling_target({}, { locale })} options={choiceOptions(recyclingTargets, targetLabel, locale)} fallback="closed-loop" />
        )}
      </form.AppField>
      <form.AppField name="requirements">{(field) => <field.TextField label={m.recycling_requirements({}, { locale })} rows={3} />}</form.AppField>
      <form.AppField name="additionalInfo">{(field) => <field.TextField label={m.recycling_additional_info({}, { locale })} rows={3} />}</form.AppField>
      <fieldset className="form-group">
        <legend>{m.recycling_personal({}, { locale })}</legend>
        <SenderFields form={form} fields={senderFieldNames} company={<CompanyField form={form} fields={companyFieldName} required={variant === 'wipag'} />} />
        <form.AppField name="address">
          {(field) => <field.TextField label={m.forms_field_address({}, { locale })} required rows={3} autoComplete="street-address" />}
        </form.AppField>
      </fieldset>
      <form.AppField name="message">{(field) => <field.TextField label={m.forms_field_message({}, { locale })} rows={4} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}

export default function RecyclingForm(props: MagnoliaComponentProps) {
  const variant = recyclingVariant(useSite().address.brand)
  return variant ? <RecyclingRequest props={props} variant={variant} /> : null
}
