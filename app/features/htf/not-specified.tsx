import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'

/** A value the data sheet does not give: a dash to see, "not specified" to hear. */
export function NotSpecified({ locale }: { locale: Language }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{m.htf_not_specified({}, { locale })}</span>
    </>
  )
}
