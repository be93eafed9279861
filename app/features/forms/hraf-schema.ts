/**
 * hraf, the group's short unsolicited application (the spec names the form, not its fields; the
 * choice is in docs/decisions/013): who applies (name, e-mail, phone), the area of interest, the
 * earliest start, a message and privacy consent. No upload in this form. One schema for the
 * browser and the server.
 */
import { z } from 'zod'
import { consentField, optionalDate, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const hrafAreas = ['production', 'logistics', 'sales', 'engineering', 'it', 'administration', 'apprenticeship', 'other'] as const

export const hrafSchema = z.object({
  ...senderShape,
  area: z.enum(['', ...hrafAreas], 'choice').refine((value) => value !== '', 'choice'),
  earliestStart: optionalDate,
  message: requiredText(5000),
  privacy: consentField,
})

/** The form's values: the area may still be unchosen (`''`), which the schema refuses. */
type HrafValues = z.input<typeof hrafSchema>

export const emptyHraf: HrafValues = { name: '', email: '', phone: '', area: '', earliestStart: '', message: '', privacy: false }
