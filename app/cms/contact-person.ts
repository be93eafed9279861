/**
 * A contact person as the contact finder and contact sections show them, how a message names the
 * person it is for (the finder's question or the contact's path in Magnolia's contacts, looked up
 * again on the server and accepted only when the dialog's page shows that person, so a visitor
 * cannot address anyone else), and what the shell hands those components to offer the contact
 * dialogs (`app/features/forms/contact-actions.tsx`).
 */
import type { ComponentType } from 'react'
import { type Asset, stringProp } from './content.ts'

export interface ContactPerson {
  name: string
  role: string
  email: string
  phone: string
  /** A portrait, where Magnolia's contact has one. */
  photo?: Asset
}

/** A contact's path in Magnolia's contacts workspace: a site folder and the contact's node name. */
export const contactPathPattern = /^(\/[a-z0-9][a-z0-9-]{0,60}){2,5}$/

/** The template ids of what shows a contact person with the contact dialogs. */
export const contactSectionTemplate = 'okg-lm:components/contact-section'
export const contactFinderTemplate = 'okg-lm:components/contact-finder'

/** The contact a contact section names (its `contact` property, a path in Magnolia's contacts), or undefined. */
export function contactPathOf(component: Record<string, unknown>): string | undefined {
  const path = stringProp(component, 'contact')
  return path && contactPathPattern.test(path) ? path : undefined
}

/** The contact finder's question (a country and a postcode), or a contact's path in Magnolia's contacts (`/albis/jan-beispiel`). */
export type ContactReference = { country: string; zip: string } | { path: string }

export interface ContactActionsProps {
  person: ContactPerson
  reference: ContactReference
}

/** The buttons that open the contact dialogs for a person (links to write by e-mail until the page runs). */
export type ContactActions = ComponentType<ContactActionsProps>
