/** The e-mail with a magic link, in the language the login was asked in. */

type MailLanguage = 'de' | 'en' | 'zh'

const texts: Record<MailLanguage, { subject: string; text: (company: string, link: string) => string }> = {
  de: {
    subject: 'Ihr Anmeldelink für den Kundenbereich',
    text: (company, link) =>
      `Guten Tag ${company},\n\nmit diesem Link melden Sie sich im Kundenbereich an. Er ist 15 Minuten gültig und kann einmal verwendet werden:\n\n${link}\n\nWenn Sie keinen Link angefordert haben, können Sie diese E-Mail ignorieren.`,
  },
  en: {
    subject: 'Your sign-in link for the client area',
    text: (company, link) =>
      `Hello ${company},\n\nuse this link to sign in to the client area. It is valid for 15 minutes and works once:\n\n${link}\n\nIf you did not ask for a link, you can ignore this e-mail.`,
  },
  zh: {
    subject: '您的客户专区登录链接',
    text: (company, link) =>
      `${company}，您好：\n\n请使用此链接登录客户专区。链接有效期为 15 分钟，仅可使用一次：\n\n${link}\n\n如果您没有申请登录链接，请忽略此邮件。`,
  },
}

/** `link` with the code added as the query parameter `code` (replacing one it had). */
export function linkWithCode(link: string, code: string): string {
  const url = new URL(link)
  url.searchParams.set('code', code)
  return url.href
}

export function loginMail(language: MailLanguage, company: string, link: string): { subject: string; text: string } {
  const { subject, text } = texts[language]
  return { subject, text: text(company, link) }
}
