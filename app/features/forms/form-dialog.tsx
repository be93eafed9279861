/**
 * A mail form in the shared modal dialog (`app/ui/modal-dialog.tsx`), as the contact dialogs and
 * the product request show one: the dialog's heading names the form, a close button ends it.
 */
import type { ReactNode } from 'react'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { ModalDialog } from '#app/ui/modal-dialog.tsx'

export function FormDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const locale = useSite().address.lang
  return (
    <ModalDialog title={title} className="contact-dialog" onClose={onClose}>
      {children}
      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onClose}>
          {m.contact_dialog_close({}, { locale })}
        </button>
      </div>
    </ModalDialog>
  )
}
