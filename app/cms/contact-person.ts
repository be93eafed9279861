/**
 * A contact person as the contact finder and contact sections show them, how a message names the
 * person it is for (the finder's question, looked up again on the server, so a visitor cannot address
 * anyone else), and what the shell hands those components to offer the contact dialogs
 * (`app/features/forms/contact-actions.tsx`).
 */
import type { ComponentType } from 'react'

export interface ContactPerson {
  name: string
  role: string
  email: string
  phone: string
}

/** The contact finder's question: a country and a postcode. */
export type ContactReference = { country: string; zip: string }

export interface ContactActionsProps {
  person: ContactPerson
  reference: ContactReference
}

/** The buttons that open the contact dialogs for a person (links to write by e-mail until the page runs). */
export type ContactActions = ComponentType<ContactActionsProps>
