/**
 * "Send a message" and "request a callback" for a contact person (the shell hands this to the
 * contact finder and contact sections): until the page runs, links that write to the person by
 * e-mail, so they work without JavaScript; then buttons that open the contact dialog, whose code
 * (react-aria, the forms, the captcha) loads on the first hover, focus or press of one of them.
 */
import { Suspense, lazy, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import type { ContactActionsProps } from '#app/cms/contact-person.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import type { ContactDialogKind } from './contact-dialog.tsx'

const loadDialog = () => import('./contact-dialog.tsx')
const ContactDialog = lazy(loadDialog)
const preload = () => void loadDialog()

export function ContactActions({ person, reference }: ContactActionsProps) {
  const locale = useSite().address.lang
  const hydrated = useHydrated()
  const [open, setOpen] = useState<ContactDialogKind>()
  const label = { message: m.contact_send_message({}, { locale }), callback: m.contact_request_callback({}, { locale }) }
  if (!hydrated) {
    const mailto = (subject: string) => `mailto:${person.email}?subject=${encodeURIComponent(subject)}`
    return (
      <p className="contact-actions">
        <a className="button" href={mailto(m.contact_message_subject({}, { locale }))}>
          {label.message}
        </a>
        <a className="button button-secondary" href={mailto(m.contact_callback_subject({}, { locale }))}>
          {label.callback}
        </a>
      </p>
    )
  }
  return (
    <p className="contact-actions">
      <button type="button" className="button" onClick={() => setOpen('message')} onPointerEnter={preload} onFocus={preload}>
        {label.message}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setOpen('callback')} onPointerEnter={preload} onFocus={preload}>
        {label.callback}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContactDialog kind={open} person={person} reference={reference} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </p>
  )
}
