/** Signing out: the session cookie is cleared on the server, the customer's data leaves the page's cache and the header's link reads "Customer login" again. */
import { useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { signedInHintChanged } from '#app/site/signed-in-hint.ts'
import { clientAreaKey } from './client-area-queries.ts'
import { signOut } from './client-area.functions.ts'

export function SignOut() {
  const { address } = useSite()
  const router = useRouter()
  const queryClient = useQueryClient()
  return (
    <button
      type="button"
      className="button sign-out"
      onClick={async () => {
        await signOut()
        signedInHintChanged()
        // the views on screen ask again (and get the login form); those not on screen are dropped
        await queryClient.resetQueries({ queryKey: clientAreaKey })
        queryClient.removeQueries({ queryKey: clientAreaKey, type: 'inactive' })
        await router.invalidate()
      }}
    >
      {m.sign_out({}, { locale: address.lang })}
    </button>
  )
}
