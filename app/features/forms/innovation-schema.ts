/**
 * The innovation form of the new-business unit: the idea's topic and description, who proposes it
 * (company optional: inventors and start-ups are welcome too) and privacy consent. One schema for
 * the browser and the server.
 */
import { z } from 'zod'
import { consentField, optionalText, requiredText, senderShape } from '#app/ui/forms/form-fields.ts'

export const innovationSchema = z.object({
  topic: requiredText(200),
  description: requiredText(5000),
  company: optionalText(100),
  ...senderShape,
  privacy: consentField,
})

type InnovationValues = z.infer<typeof innovationSchema>

export const emptyInnovation: InnovationValues = { topic: '', description: '', company: '', name: '', email: '', phone: '', privacy: false }
