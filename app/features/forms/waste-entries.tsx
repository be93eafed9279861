/**
 * The recycling request's repeatable waste entry (spec section 2): the entry being edited shows
 * its fields with "save" (which checks the entry and folds it into a line) and "delete"; saved
 * entries show a line with "edit" and "delete"; "add" opens a new entry. At least one is required:
 * the error stands next to the add button.
 */
import { type RefObject, useState } from 'react'
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { errorMessages, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { type MailFrame, textField, type useMailForm } from './mail-form.tsx'
import { type RecyclingValues, type WasteEntry, emptyWasteEntry, wasteEntrySchema } from './recycling-schema.ts'

type RecyclingForm = ReturnType<typeof useMailForm<RecyclingValues>>['form']
type ErrorText = (messages: readonly unknown[]) => string | undefined

const entryFields: ReadonlyArray<[keyof WasteEntry, (inputs: object, options: { locale: Language }) => string, { required?: boolean; rows?: number }]> = [
  ['polymer', m.recycling_polymer, { required: true }],
  ['mold', m.recycling_mold, {}],
  ['filler', m.recycling_filler, {}],
  ['color', m.recycling_color, {}],
  ['amount', m.recycling_amount, {}],
  ['description', m.recycling_description, { rows: 3 }],
  ['otherAdhesion', m.recycling_other_adhesion, {}],
  ['moreInfo', m.recycling_more_info, { rows: 3 }],
  ['wasteDescription', m.recycling_waste_description, { required: true, rows: 3 }],
  ['quantity', m.recycling_quantity, { required: true }],
  ['currentUse', m.recycling_current_use, {}],
]

/** The index of the first entry the schema refuses, if any. */
export function firstInvalidEntry(entries: readonly WasteEntry[]): number | undefined {
  const index = entries.findIndex((entry) => !wasteEntrySchema.safeParse(entry).success)
  return index === -1 ? undefined : index
}

export interface WasteEditing {
  editing: number | undefined
  setEditing: (index: number | undefined) => void
  addRef: RefObject<HTMLButtonElement | null>
}

/** Which entry is open (the first, for a new form) and the add button, for the form's focus on an invalid submission. */
export function useWasteEditing(addRef: RefObject<HTMLButtonElement | null>): WasteEditing {
  const [editing, setEditing] = useState<number | undefined>(0)
  return { editing, setEditing, addRef }
}

export function WasteEntries({ form, frame, error, editing: { editing, setEditing, addRef } }: { form: RecyclingForm; frame: MailFrame; error: ErrorText; editing: WasteEditing }) {
  const { locale, id } = frame
  // a pressed "save" shows the entry's errors before the form is sent
  const [saveTried, setSaveTried] = useState(false)
  const entryError: ErrorText = (messages) => error(messages) ?? (saveTried ? fieldErrorText(errorMessages(messages), locale) : undefined)
  const save = async (index: number) => {
    setSaveTried(true)
    await form.validate('change')
    if (wasteEntrySchema.safeParse(form.getFieldValue(`wastes[${index}]`)).success) setEditing(undefined)
    else focusFirstInvalid(frame.formRef.current)
  }
  return (
    <form.Field name="wastes" mode="array">
      {(field) => {
        const remove = (index: number) => {
          field.removeValue(index)
          setEditing(editing === index ? undefined : editing !== undefined && editing > index ? editing - 1 : editing)
        }
        const listError = error(field.state.meta.errors)
        return (
          <fieldset className="waste-entries">
            <legend>{m.recycling_wastes({}, { locale })}</legend>
            {field.state.value.map((entry, index) => {
              const waste = m.recycling_waste({ number: index + 1 }, { locale })
              const del = (
                <button type="button" className="button button-secondary" onClick={() => remove(index)}>
                  {m.recycling_delete({ waste }, { locale })}
                </button>
              )
              return index === editing ? (
                <fieldset key={index} className="waste-entry">
                  <legend>{waste}</legend>
                  {entryFields.map(([name, label, options]) => (
                    <form.Field key={name} name={`wastes[${index}].${name}`}>
                      {textField(frame, entryError, label({}, { locale }), options)}
                    </form.Field>
                  ))}
                  <div className="form-actions">
                    <button type="button" className="button" onClick={() => void save(index)}>
                      {m.recycling_save({}, { locale })}
                    </button>
                    {del}
                  </div>
                </fieldset>
              ) : (
                <div key={index} className="waste-entry-saved">
                  <p>
                    <strong>{waste}</strong>: {entry.polymer}, {entry.quantity} t/a
                  </p>
                  <div className="form-actions">
                    <button type="button" className="button button-secondary" onClick={() => setEditing(index)}>
                      {m.recycling_edit({ waste }, { locale })}
                    </button>
                    {del}
                  </div>
                </div>
              )
            })}
            {editing === undefined && (
              <button
                ref={addRef}
                type="button"
                className="button button-secondary"
                aria-describedby={listError ? `${id}-wastes-error` : undefined}
                onClick={() => {
                  field.pushValue(emptyWasteEntry)
                  setEditing(field.state.value.length - 1)
                  setSaveTried(false)
                }}
              >
                {field.state.value.length === 0 ? m.recycling_add_first({}, { locale }) : m.recycling_add({}, { locale })}
              </button>
            )}
            {listError && (
              <p className="form-error" id={`${id}-wastes-error`}>
                {listError}
              </p>
            )}
          </fieldset>
        )
      }}
    </form.Field>
  )
}
