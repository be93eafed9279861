/**
 * The recycling request's repeatable waste entry (spec section 2): the entry being edited shows
 * its fields with "save" (which checks the entry and folds it into a line) and "delete"; saved
 * entries show a line with "edit" and "delete"; "add" opens a new entry. At least one is required:
 * the error stands next to the add button.
 */
import { useStore } from '@tanstack/react-form'
import { type RefObject, useState } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { type FieldSettings, FieldSettingsProvider, appForm, errorsShown } from '#app/ui/forms/app-form.tsx'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { errorMessages, focusFirstInvalid } from '#app/ui/forms/form-field.tsx'
import { type WasteEntry, emptyRecycling, emptyWasteEntry, wasteEntrySchema } from './recycling-schema.ts'

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

interface WasteEditing {
  editing: number | undefined
  setEditing: (index: number | undefined) => void
  addRef: RefObject<HTMLButtonElement | null>
}

/** Which entry is open (the first, for a new form) and the add button, for the form's focus on an invalid submission. */
export function useWasteEditing(addRef: RefObject<HTMLButtonElement | null>): WasteEditing {
  const [editing, setEditing] = useState<number | undefined>(0)
  return { editing, setEditing, addRef }
}

/** The recycling form's waste entries, as a part of the form (`withForm`). */
export const WasteEntries = appForm.withForm({
  defaultValues: emptyRecycling,
  props: {} as { settings: FieldSettings; formRef: RefObject<HTMLFormElement | null>; editing: WasteEditing },
  render: function Render({ form, settings, formRef, editing: { editing, setEditing, addRef } }) {
    const { locale, id } = settings
    // a pressed "save" shows the entry's errors before the form is sent
    const [saveTried, setSaveTried] = useState(false)
    const listShown = useStore(form.store, (state) => errorsShown(settings.errors, state.submissionAttempts))
    const save = async (index: number) => {
      setSaveTried(true)
      await form.validate('change')
      if (wasteEntrySchema.safeParse(form.getFieldValue(`wastes[${index}]`)).success) setEditing(undefined)
      else focusFirstInvalid(formRef.current)
    }
    // the entries' value, not only the array's version (`mode="array"`): a restored draft (`form.reset`) brings its entries without an array method
    return (
      <form.Field name="wastes">
        {(field) => {
          const remove = (index: number) => {
            field.removeValue(index)
            setEditing(editing === index ? undefined : editing !== undefined && editing > index ? editing - 1 : editing)
          }
          const listError = listShown ? fieldErrorText(errorMessages(field.state.meta.errors), locale) : undefined
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
                    <FieldSettingsProvider value={saveTried ? { ...settings, errors: 'always' } : settings}>
                      {entryFields.map(([name, label, options]) => (
                        <form.AppField key={name} name={`wastes[${index}].${name}`}>
                          {(entryField) => <entryField.TextField label={label({}, { locale })} {...options} />}
                        </form.AppField>
                      ))}
                    </FieldSettingsProvider>
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
                    // the new entry's index, read before the push (`field` is this render's state)
                    const added = field.state.value.length
                    field.pushValue(emptyWasteEntry)
                    setEditing(added)
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
  },
})
