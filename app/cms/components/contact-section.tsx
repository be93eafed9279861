import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { isAsset, stringProp } from '#app/cms/content.ts'
import { CmsImage } from './cms-image.tsx'

/** A contact person: name, role, e-mail and phone, with a portrait. */
export function ContactSection(props: MagnoliaComponentProps) {
  const image = props['image']
  const email = stringProp(props, 'email')
  const phone = stringProp(props, 'phone')
  return (
    <section className="contact-section">
      <h2>{stringProp(props, 'title')}</h2>
      <div className="contact-card">
        {isAsset(image) && <CmsImage className="contact-image" asset={image} alt="" />}
        <p>
          <strong>{stringProp(props, 'name')}</strong>
          <br />
          {stringProp(props, 'role')}
          {email && (
            <>
              <br />
              <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
          {phone && (
            <>
              <br />
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </>
          )}
        </p>
      </div>
    </section>
  )
}
