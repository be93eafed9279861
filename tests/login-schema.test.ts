import { describe, expect, it } from 'vitest'
import { loginSchema } from '#app/features/client-area/login-schema.ts'

describe('login form', () => {
  const valid = { email: 'buyer@example.com', customerNo: '100200', orderNumber: '', stayLoggedIn: false }
  const codes = (values: typeof valid) => {
    const result = loginSchema.safeParse(values)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
  }
  it('needs an e-mail and a customer number; the order number is optional', () => {
    expect(codes(valid)).toEqual([])
    expect(codes({ ...valid, orderNumber: ' 4500012345 ' })).toEqual([])
    expect(codes({ ...valid, email: '' })).toEqual(['email:required'])
    expect(codes({ ...valid, email: 'buyer' })).toEqual(['email:email'])
    expect(codes({ ...valid, customerNo: ' ' })).toEqual(['customerNo:required'])
    expect(codes({ ...valid, customerNo: 'AB-1' })).toEqual(['customerNo:customer-number'])
    expect(codes({ ...valid, orderNumber: 'x1' })).toEqual(['orderNumber:order-number'])
  })
})
