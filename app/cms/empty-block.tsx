/** Renders in place of a component whose template id the site does not know. */
export function EmptyBlock() {
  return <div className="empty-block" />
}
