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
import { ChoiceField, MailFormSection, SenderFields, companyField, privacyField, textField, useMailForm } from './mail-form.tsx'
import { type RecyclingValues, type RecyclingVariant, emptyRecycling, recyclingSchemas, recyclingTargets, recyclingVariant } from './recycling-schema.ts'
import { WasteEntries, firstInvalidEntry, useWasteEditing } from './waste-entries.tsx'

const targetLabel = { 'closed-loop': m.recycling_target_closed, 'open-loop': m.recycling_target_open } as const

function RecyclingRequest({ props, variant }: { props: MagnoliaComponentProps; variant: RecyclingVariant }) {
  const addRef = useRef<HTMLButtonElement>(null)
  const editing = useWasteEditing(addRef)
  const { form, frame, locale, error } = useMailForm<RecyclingValues>({
    name: 'recycling',
    schema: recyclingSchemas[variant],
    empty: emptyRecycling,
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
  return (
    <MailFormSection frame={frame} props={props} className="recycling-form" title={m.recycling_title} intro={m.recycling_text}>
      <WasteEntries form={form} frame={frame} error={error} editing={editing} />
      <form.Field name="target">
        {(field) => (
          <ChoiceField<RecyclingValues['target']> field={field} id={frame.id} label={m.recycling_target({}, { locale })} locale={locale} error={error} choices={recyclingTargets} labels={targetLabel} fallback="closed-loop" />
        )}
      </form.Field>
      <form.Field name="requirements">{textField(frame, error, m.recycling_requirements({}, { locale }), { rows: 3 })}</form.Field>
      <form.Field name="additionalInfo">{textField(frame, error, m.recycling_additional_info({}, { locale }), { rows: 3 })}</form.Field>
      <fieldset className="form-group">
        <legend>{m.recycling_personal({}, { locale })}</legend>
        <SenderFields bind={(name, child) => <form.Field name={name}>{child}</form.Field>} frame={frame} error={error} company={<form.Field name="company">{companyField(frame, error, variant === 'wipag')}</form.Field>} />
        <form.Field name="address">{textField(frame, error, m.forms_field_address({}, { locale }), { required: true, rows: 3, autoComplete: 'street-address' })}</form.Field>
      </fieldset>
      <form.Field name="message">{textField(frame, error, m.forms_field_message({}, { locale }), { rows: 4 })}</form.Field>
      <form.Field name="privacy">{privacyField(frame, error)}</form.Field>
    </MailFormSection>
  )
}

export default function RecyclingForm(props: MagnoliaComponentProps) {
  const variant = recyclingVariant(useSite().address.brand)
  return variant ? <RecyclingRequest props={props} variant={variant} /> : null
}
