/**
 * A modal dialog (react-aria's `ModalOverlay`, `Modal`, `Dialog`): labelled by its heading, focus
 * kept inside while it is open and given back to what opened it when it closes, Escape or a press
 * outside closes it. Rendered open; the caller removes it in `onClose`.
 */
import { type ReactNode, useId } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

export function ModalDialog({ title, className, onClose, children }: { title: ReactNode; className: string; onClose: () => void; children: ReactNode }) {
  const id = useId()
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="dialog-overlay">
      <Modal className="dialog-modal">
        <Dialog className={`dialog ${className}`} aria-labelledby={`${id}-title`}>
          <Heading slot="title" id={`${id}-title`}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
