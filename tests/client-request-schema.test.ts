import { describe, expect, it } from 'vitest'
import { needHelpSchema, needHelpStart, reorderSchema, reorderStart } from '#app/features/client-area/client-request-schema.ts'

describe('reorder and need-help requests', () => {
  const reorder = {
    company: 'Example Plastics GmbH',
    email: 'buyer@example.com',
    product: 'ALCOM PC 740/4 UV',
    volume: '1000',
    color: '',
    application: '',
    technicalRequirements: '',
    phoneRecall: false,
    phone: '',
    moreProducts: false,
    notes: '',
  }
  const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`)

  it('asks mocom for application and technical requirements, albis not', () => {
    expect(issues(reorderSchema('albis').safeParse(reorder))).toEqual([])
    expect(issues(reorderSchema('mocom').safeParse(reorder))).toEqual(['application:required', 'technicalRequirements:required'])
    expect(issues(reorderSchema('mocom').safeParse({ ...reorder, application: 'Housings', technicalRequirements: 'UL 94 V-0' }))).toEqual([])
  })

  it('needs a company, a product and a volume, and a phone number for a call back', () => {
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, company: ' ', product: '', volume: 'lots' }))).toEqual([
      'company:required',
      'product:required',
      'volume:number',
    ])
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true }))).toEqual(['phone:required'])
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true, phone: '+49 40 123456' }))).toEqual([])
    // spaces are no number to call; the phone field's own rule lets a blank through
    expect(issues(reorderSchema('albis').safeParse({ ...reorder, phoneRecall: true, phone: '   ' }))).toEqual(['phone:required'])
  })

  it('starts a reorder from the order and the customer, everything else empty and unticked, valid for albis as it is', () => {
    const start = reorderStart('PA6', '25', { company: 'Example Plastics GmbH', email: 'buyer@example.com' })
    expect(start).toEqual({
      company: 'Example Plastics GmbH',
      email: 'buyer@example.com',
      product: 'PA6',
      volume: '25',
      color: '',
      application: '',
      technicalRequirements: '',
      phoneRecall: false,
      phone: '',
      moreProducts: false,
      notes: '',
    })
    expect(issues(reorderSchema('albis').safeParse(start))).toEqual([])
  })

  it("needs a topic and a message for help; the e-mail starts as the customer's", () => {
    expect(issues(needHelpSchema.safeParse(needHelpStart({ company: '', email: '' })))).toEqual(['message:required', 'email:required'])
    const start = needHelpStart({ company: 'Example Plastics GmbH', email: 'buyer@example.com' })
    expect(start.email).toBe('buyer@example.com')
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', topic: 'weather' }))).toEqual(['topic:choice'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', phoneRecall: true }))).toEqual(['phone:required'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.', phoneRecall: true, phone: ' \t ' }))).toEqual(['phone:required'])
    expect(issues(needHelpSchema.safeParse({ ...start, message: 'The delivery is late.' }))).toEqual([])
  })
})
