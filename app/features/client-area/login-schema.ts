/**
 * The login form (spec section 5): e-mail and customer number required, order number optional,
 * "stay logged in" a choice. One schema for the browser and the server function.
 */
import { z } from 'zod'
import { emailField } from '#app/ui/forms/form-fields.ts'

export const loginSchema = z.object({
  email: emailField,
  customerNo: z
    .string()
    .refine((value) => value.trim() !== '', { message: 'required', abort: true })
    .refine((value) => /^\d{1,20}$/.test(value.trim()), 'customer-number'),
  orderNumber: z.string().refine((value) => /^(\d{1,20})?$/.test(value.trim()), 'order-number'),
  stayLoggedIn: z.boolean(),
})

type LoginValues = z.infer<typeof loginSchema>

export const emptyLogin: LoginValues = { email: '', customerNo: '', orderNumber: '', stayLoggedIn: false }
