/**
 * The menu drawer of narrow screens (ADR 015): the navigation, the quick links, the site search and the languages
 * in a modal dialog (react-aria: focus kept inside and returned to the menu button on close,
 * Escape or a press outside closes it). Loaded only when a visitor opens it (or ahead, when idle).
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { Navigation } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { LanguageLinks, type PageLanguages } from './language-links.tsx'
import { MainNavigation } from './main-navigation.tsx'
import { ServiceNavigation } from './service-navigation.tsx'
import { SiteSearch } from './site-search.tsx'
import { X } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

export default function MenuDrawer({ navigation, page, onClose }: { navigation: Navigation | null; page: PageLanguages; onClose: () => void }) {
  const { address } = useSite()
  const locale = address.lang
  return (
    <ModalOverlay className="drawer-overlay" isOpen isDismissable onOpenChange={(open) => open || onClose()}>
      <Modal className="drawer">
        {/* following a link closes the drawer, also a link to the page already shown */}
        <Dialog className="drawer-dialog" onClick={(event) => event.target instanceof Element && event.target.closest('a[href]') && onClose()}>
          <div className="drawer-head">
            <Heading slot="title" className="drawer-title">
              {m.menu({}, { locale })}
            </Heading>
            <Button className="drawer-close" onPress={onClose}>
              <Icon icon={X} />
              {m.menu_close({}, { locale })}
            </Button>
          </div>
          {navigation && <MainNavigation navigation={navigation} />}
          {navigation && <ServiceNavigation navigation={navigation} />}
          <SiteSearch />
          <LanguageLinks page={page} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
