/**
 * The contact dialogs (the shared modal dialog of `app/ui`): the customer contact form or the
 * callback request, addressed to a contact person; the server looks the person up again from the
 * reference and puts their name and e-mail address into the mail command, so Magnolia can route it.
 */
import type { ContactActionsProps } from '#app/cms/contact-person.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { FormDialog } from './form-dialog.tsx'
import { CallbackRequest } from './callback-form.tsx'
import { CustomerContact } from './customer-contact-form.tsx'

export type ContactDialogKind = 'message' | 'callback'

export default function ContactDialog({ kind, person, reference, onClose }: ContactActionsProps & { kind: ContactDialogKind; onClose: () => void }) {
  const locale = useSite().address.lang
  const addressee = { person, reference }
  const title =
    kind === 'message' ? m.contact_dialog_message_title({ name: person.name }, { locale }) : m.contact_dialog_callback_title({ name: person.name }, { locale })
  return (
    <FormDialog title={title} onClose={onClose}>
      <p>{person.role}</p>
      {kind === 'message' ? <CustomerContact addressee={addressee} /> : <CallbackRequest addressee={addressee} />}
    </FormDialog>
  )
}
