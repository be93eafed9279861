/**
 * hraf, the short unsolicited application on the group's career page
 * (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha through the outbox as the
 * mail command `hraf` (`POST /.rest/commands/v2/mail/mail`).
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { submitHraf } from './forms.functions.ts'
import { emptyHraf, hrafAreas, hrafSchema } from './hraf-schema.ts'
import { MailFormSection, SenderFields, choiceOptions, senderFieldNames, useMailForm } from './mail-form.tsx'

const areaLabel = {
  production: m.hraf_area_production,
  logistics: m.hraf_area_logistics,
  sales: m.hraf_area_sales,
  engineering: m.hraf_area_engineering,
  it: m.hraf_area_it,
  administration: m.hraf_area_administration,
  apprenticeship: m.hraf_area_apprenticeship,
  other: m.hraf_area_other,
} as const

export default function HrafForm(props: MagnoliaComponentProps) {
  const { form, frame } = useMailForm({ name: 'hraf', schema: hrafSchema, start: emptyHraf, submit: (data) => submitHraf({ data }) })
  const { locale } = frame.settings
  return (
    <MailFormSection form={form} frame={frame} props={props} className="hraf-form" title={m.hraf_title} intro={m.hraf_text}>
      <SenderFields form={form} fields={senderFieldNames} />
      <form.AppField name="area">
        {(field) => (
          <field.SelectField
            label={m.hraf_area({}, { locale })}
            options={choiceOptions(hrafAreas, areaLabel, locale)}
            fallback=""
            unchosen={m.field_choose({}, { locale })}
          />
        )}
      </form.AppField>
      <form.AppField name="earliestStart">{(field) => <field.TextField label={m.hraf_earliest_start({}, { locale })} type="date" />}</form.AppField>
      <form.AppField name="message">{(field) => <field.TextField label={m.hraf_message({}, { locale })} required rows={6} />}</form.AppField>
      <form.AppField name="privacy">{(field) => <field.CheckboxField label={m.forms_field_privacy({}, { locale })} required />}</form.AppField>
    </MailFormSection>
  )
}
