/**
 * The e-mails Magnolia sends back to whoever sent a form, written into the mailbox like the mails
 * the backend writes itself (`to`, `subject`, `text`; the SMTP relay sends them as they are):
 * - the newsletter sign-up's double opt-in: a mail with a confirmation link
 *   (`GET /.rest/api/newsletter/confirm?token=…&lang=…`, on the host the sign-up was sent to);
 *   following it confirms the subscription, which a second mail says. The mailbox is the only
 *   record: the opt-in mail holds the token, the confirmation names the opt-in mail it answers, so
 *   a link confirms once and still works after a restart with the same mailbox file.
 * - the callback request's confirmation: when and on which number we will call.
 * Texts in the language of the form (de, en, zh), signed with the brand's name and contact details.
 */
import { randomBytes } from 'node:crypto'
import { brandProfiles } from '../documents/brand-profiles.ts'
import { escapeHtml } from './mailbox-page.ts'
import type { RawAnswer } from '../http.ts'
import { type Route, type RouteContext, route } from '../routes.ts'
import type { MailMessage, Mailbox } from './mailbox.ts'

type Lang = 'de' | 'en' | 'zh'

const confirmPath = '/.rest/api/newsletter/confirm'

/** A mail command as the mail routes accepted it. */
export interface FormCommand {
  form: string
  site: string
  language: Lang
  email: string
  fields: Record<string, unknown>
}

interface Brand {
  name: string
  phone: string
  email: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const field = (fields: Record<string, unknown>, name: string): string => (typeof fields[name] === 'string' ? fields[name].trim() : '')

const optIn = {
  en: (brand: Brand, email: string, link: string) => ({
    subject: `Please confirm your subscription to the ${brand.name} newsletter`,
    text: `Hello,\n\nyou (or someone using your address) asked to receive the ${brand.name} newsletter at ${email}. Please confirm your subscription by opening this link:\n\n${link}\n\nIf you did not ask for it, please ignore this e-mail: without your confirmation we will not send you any newsletter.\n\nKind regards\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
  de: (brand: Brand, email: string, link: string) => ({
    subject: `Bitte bestätigen Sie Ihr Abonnement des Newsletters von ${brand.name}`,
    text: `Guten Tag,\n\nSie (oder jemand mit Ihrer Adresse) möchten den Newsletter von ${brand.name} an ${email} erhalten. Bitte bestätigen Sie Ihr Abonnement über diesen Link:\n\n${link}\n\nWenn Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail bitte: Ohne Ihre Bestätigung senden wir Ihnen keinen Newsletter.\n\nMit freundlichen Grüßen\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
  zh: (brand: Brand, email: string, link: string) => ({
    subject: `请确认订阅 ${brand.name} 新闻通讯`,
    text: `您好：\n\n您（或使用您邮箱地址的他人）申请通过 ${email} 接收 ${brand.name} 新闻通讯。请打开以下链接确认订阅：\n\n${link}\n\n如果您没有申请订阅，请忽略本邮件：未经您的确认，我们不会向您发送任何新闻通讯。\n\n此致\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
}

const confirmed = {
  en: (brand: Brand, email: string) => ({
    subject: `Your subscription to the ${brand.name} newsletter is confirmed`,
    text: `Hello,\n\nthank you for confirming: from now on we will send the ${brand.name} newsletter to ${email}, about once a month. You can unsubscribe at any time with the link at the end of every newsletter.\n\nKind regards\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
  de: (brand: Brand, email: string) => ({
    subject: `Ihr Abonnement des Newsletters von ${brand.name} ist bestätigt`,
    text: `Guten Tag,\n\nvielen Dank für Ihre Bestätigung: Ab sofort senden wir den Newsletter von ${brand.name} etwa einmal im Monat an ${email}. Sie können ihn jederzeit über den Link am Ende jedes Newsletters abbestellen.\n\nMit freundlichen Grüßen\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
  zh: (brand: Brand, email: string) => ({
    subject: `您已成功订阅 ${brand.name} 新闻通讯`,
    text: `您好：\n\n感谢您的确认：从现在起，我们将每月约一次向 ${email} 发送 ${brand.name} 新闻通讯。您可以随时通过每期新闻通讯末尾的链接退订。\n\n此致\n${brand.name}\n${brand.phone} · ${brand.email}`,
  }),
}

const confirmPage = {
  en: {
    title: 'Subscription confirmed',
    done: (brand: string) => `Thank you! Your subscription to the ${brand} newsletter is confirmed.`,
    again: (brand: string) => `Your subscription to the ${brand} newsletter was already confirmed.`,
    unknown: 'This confirmation link is not valid. Please sign up for the newsletter again on our website.',
    invalid: 'Link not valid',
  },
  de: {
    title: 'Abonnement bestätigt',
    done: (brand: string) => `Vielen Dank! Ihr Abonnement des Newsletters von ${brand} ist bestätigt.`,
    again: (brand: string) => `Ihr Abonnement des Newsletters von ${brand} war bereits bestätigt.`,
    unknown: 'Dieser Bestätigungslink ist ungültig. Bitte melden Sie sich auf unserer Website erneut zum Newsletter an.',
    invalid: 'Link ungültig',
  },
  zh: {
    title: '订阅已确认',
    done: (brand: string) => `谢谢！您对 ${brand} 新闻通讯的订阅已确认。`,
    again: (brand: string) => `您对 ${brand} 新闻通讯的订阅此前已确认。`,
    unknown: '此确认链接无效。请在我们的网站上重新订阅新闻通讯。',
    invalid: '链接无效',
  },
}

const callbackTimes = {
  en: { any: 'on one of the next working days', morning: 'on a working day between 8 am and 12 noon', afternoon: 'on a working day between 1 pm and 5 pm' },
  de: { any: 'an einem der nächsten Werktage', morning: 'an einem Werktag zwischen 8 und 12 Uhr', afternoon: 'an einem Werktag zwischen 13 und 17 Uhr' },
  zh: { any: '在接下来的某个工作日', morning: '在工作日上午 8 点至 12 点之间', afternoon: '在工作日下午 1 点至 5 点之间' },
}

const callback = {
  en: (brand: Brand, name: string, phone: string, time: string, topic: string) => ({
    subject: `We will call you back: your request to ${brand.name}`,
    text: `Hello ${name},\n\nthank you for your callback request. We will call you on ${phone} ${time}.${topic ? `\n\nYour topic: ${topic}` : ''}\n\nIf you would like to reach us sooner, call us on ${brand.phone} or write to ${brand.email}.\n\nKind regards\n${brand.name}`,
  }),
  de: (brand: Brand, name: string, phone: string, time: string, topic: string) => ({
    subject: `Wir rufen Sie zurück: Ihre Anfrage an ${brand.name}`,
    text: `Guten Tag ${name},\n\nvielen Dank für Ihre Rückrufbitte. Wir rufen Sie unter ${phone} ${time} an.${topic ? `\n\nIhr Thema: ${topic}` : ''}\n\nWenn Sie uns früher erreichen möchten, rufen Sie uns unter ${brand.phone} an oder schreiben Sie an ${brand.email}.\n\nMit freundlichen Grüßen\n${brand.name}`,
  }),
  zh: (brand: Brand, name: string, phone: string, time: string, topic: string) => ({
    subject: `我们将给您回电：您向 ${brand.name} 提交的请求`,
    text: `${name}您好：\n\n感谢您的回电请求。我们将${time}拨打 ${phone} 与您联系。${topic ? `\n\n您的主题：${topic}` : ''}\n\n如需尽快联系我们，请致电 ${brand.phone} 或发送邮件至 ${brand.email}。\n\n此致\n${brand.name}`,
  }),
}

/** The token of an opt-in mail's link, or undefined for any other message. */
function optInToken(message: MailMessage): string | undefined {
  if (!isRecord(message.body) || message.body['kind'] !== 'newsletter-opt-in' || typeof message.body['token'] !== 'string') return undefined
  return message.body['token']
}

function page(status: number, lang: Lang, title: string, text: string): RawAnswer {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
    content: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  }
}

export interface FormReplies {
  /** Writes the reply a newly stored command asks for (none for most forms). */
  reply(command: FormCommand, context: RouteContext): void
  routes(): Route[]
}

export function formReplies(mailbox: Mailbox, productWord: string): FormReplies {
  const profiles = new Map(brandProfiles(productWord).map((profile) => [profile.site, profile]))
  const brandOf = (site: string): Brand => profiles.get(site) ?? { name: site, phone: '', email: '' }

  return {
    reply(command, context) {
      const brand = brandOf(command.site)
      const lang = command.language
      if (command.form === 'newsletter') {
        const token = randomBytes(24).toString('base64url')
        // the host the sign-up came to: the backend's own address (the server answers only that)
        const link = `http://${context.headers.host ?? '127.0.0.1'}${confirmPath}?token=${token}&lang=${lang}`
        const mail = optIn[lang](brand, command.email, link)
        mailbox.receive({
          path: confirmPath,
          body: { kind: 'newsletter-opt-in', to: command.email, ...mail, link, token, site: command.site, language: lang },
          files: [],
          idempotencyKey: undefined,
        })
      } else if (command.form === 'callback') {
        const time = field(command.fields, 'time')
        const when = time === 'morning' || time === 'afternoon' ? callbackTimes[lang][time] : callbackTimes[lang].any
        const mail = callback[lang](brand, field(command.fields, 'name'), field(command.fields, 'phone'), when, field(command.fields, 'topic'))
        mailbox.receive({
          path: context.url.pathname,
          body: { kind: 'callback-confirmation', to: command.email, ...mail },
          files: [],
          idempotencyKey: undefined,
        })
      }
    },
    routes: () => [
      // the token is the link's secret: never in the request log
      route(
        'GET',
        confirmPath,
        ({ url }) => {
          const asked = url.searchParams.get('lang')
          const lang: Lang = asked === 'de' || asked === 'zh' ? asked : 'en'
          const token = url.searchParams.get('token') ?? ''
          const messages = mailbox.list()
          const request = token === '' ? undefined : messages.find((message) => optInToken(message) === token)
          if (!request || !isRecord(request.body)) return page(404, lang, confirmPage[lang].invalid, confirmPage[lang].unknown)
          const { to, site } = request.body
          const brand = brandOf(String(site))
          if (
            messages.some((message) => isRecord(message.body) && message.body['kind'] === 'newsletter-confirmed' && message.body['confirms'] === request.id)
          ) {
            return page(200, lang, confirmPage[lang].title, confirmPage[lang].again(brand.name))
          }
          const mail = confirmed[lang](brand, String(to))
          mailbox.receive({
            path: confirmPath,
            body: { kind: 'newsletter-confirmed', to, ...mail, confirms: request.id, site },
            files: [],
            idempotencyKey: undefined,
          })
          return page(200, lang, confirmPage[lang].title, confirmPage[lang].done(brand.name))
        },
        { log: 'nothing' },
      ),
    ],
  }
}
