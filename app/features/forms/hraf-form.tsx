/**
 * hraf, the short unsolicited application on the group's career page
 * (docs/decisions/013-forms-captcha-and-outbox.md): sent with the captcha through the outbox as the
 * mail command `hraf` (`POST /.rest/commands/v2/mail/mail`).
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { m } from '#app/paraglide/messages.js'
import { submitHraf } from './forms.functions.ts'
import { type HrafValues, emptyHraf, hrafAreas, hrafSchema } from './hraf-schema.ts'
import { ChoiceField, MailFormSection, SenderFields, privacyField, textField, useMailForm } from './mail-form.tsx'

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
  const { form, frame, locale, error } = useMailForm<HrafValues>({ name: 'hraf', schema: hrafSchema, empty: emptyHraf, submit: (data) => submitHraf({ data }) })
  return (
    <MailFormSection frame={frame} props={props} className="hraf-form" title={m.hraf_title} intro={m.hraf_text}>
      <SenderFields bind={(name, child) => <form.Field name={name}>{child}</form.Field>} frame={frame} error={error} />
      <form.Field name="area">
        {(field) => (
          <ChoiceField<HrafValues['area']> field={field} id={frame.id} label={m.hraf_area({}, { locale })} locale={locale} error={error} choices={hrafAreas} labels={areaLabel} fallback="" unchosen={m.forms_choose({}, { locale })} />
        )}
      </form.Field>
      <form.Field name="earliestStart">{textField(frame, error, m.hraf_earliest_start({}, { locale }), { type: 'date' })}</form.Field>
      <form.Field name="message">{textField(frame, error, m.hraf_message({}, { locale }), { required: true, rows: 6 })}</form.Field>
      <form.Field name="privacy">{privacyField(frame, error)}</form.Field>
    </MailFormSection>
  )
}
