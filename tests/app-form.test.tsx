import { useRef, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type FieldSettings, errorsShown, fieldId, useAppForm } from '#app/ui/forms/app-form.tsx'

describe('the fields of every form (app/ui/forms/app-form.tsx)', () => {
  it.each([
    ['after-send', 0, false],
    ['after-send', 1, true],
    ['after-send', 3, true],
    ['always', 0, true],
    ['always', 2, true],
  ] as const)('errors %s, %i presses of send: shown %s', (errors, attempts, shown) => {
    expect(errorsShown(errors, attempts)).toBe(shown)
  })

  it.each([
    ['f1', 'name', 'f1-name'],
    ['htf-cta', 'email', 'htf-cta-email'],
    ['f2', 'wastes[0].polymer', 'f2-wastes-0-polymer'],
    ['f3', 'wastes[12].moreInfo', 'f3-wastes-12-moreInfo'],
  ])("a field's id: form %s, field %s is %s", (form, name, id) => {
    expect(fieldId(form, name)).toBe(id)
  })

  const schema = z.object({ name: z.string().min(1, 'required'), privacy: z.boolean().refine((value) => value, 'consent') })

  /** A form of two fields, validated as the page would after a change, `attempts` presses of send on. */
  function Sample({ errors, attempts = 0 }: { errors: FieldSettings['errors']; attempts?: number }) {
    const formRef = useRef<HTMLFormElement>(null)
    const form = useAppForm({ defaultValues: { name: '', privacy: false }, validators: { onChange: schema }, defaultState: { submissionAttempts: attempts } })
    useState(() => form.validate('change'))
    return (
      <form.AppForm>
        <form.FormElement settings={{ id: 'sample', locale: 'en', errors }} formRef={formRef} method="post">
          <form.AppField name="name">{(field) => <field.TextField label="Name" required autoComplete="name" />}</form.AppField>
          <form.AppField name="privacy">{(field) => <field.CheckboxField label="Privacy" required />}</form.AppField>
          <form.SubmitButton label="Send" busyLabel="Sending" />
        </form.FormElement>
      </form.AppForm>
    )
  }

  it('renders a field with its label, its id from the form and the field, and the mandatory marker', () => {
    const html = renderToString(<Sample errors="after-send" />)
    expect(html).toContain('<label for="sample-name">Name<span class="form-required" aria-hidden="true"> *</span></label>')
    expect(html).toContain('<input id="sample-name" aria-invalid="false" aria-required="true" autoComplete="name" name="name" value=""/>')
    expect(html).toContain('<form noValidate="" method="post">')
    // the send button waits for the page to run
    expect(html).toContain('<button type="submit" class="button" disabled="">Send</button>')
  })

  it("keeps a field's errors until the first press of send, unless the form shows them always, in the visitor's language", () => {
    expect(renderToString(<Sample errors="after-send" />)).not.toContain('form-error')
    for (const html of [renderToString(<Sample errors="after-send" attempts={1} />), renderToString(<Sample errors="always" />)]) {
      expect(html).toContain('<p class="form-error" id="sample-name-error">Please fill in this field.</p>')
      expect(html).toContain('aria-invalid="true" aria-describedby="sample-name-error"')
      expect(html).toContain('id="sample-privacy-error"')
    }
  })
})
