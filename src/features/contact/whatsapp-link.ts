/**
 * The WhatsApp help link (docs/decisions/039-payment-details-and-whatsapp-help.md): a plain
 * `https://wa.me/<digits>?text=<message>` address, so asking the school on WhatsApp needs no
 * script and no request to another site until the parent presses it. WhatsApp opens a chat with
 * the number, the message written in and the parent free to change it before sending.
 */

/**
 * The number as wa.me wants it: the country code and the number, digits only, no '+', no leading
 * zero ('+1 555 0100 200' → '15550100200'). Throws on anything that is not such a number, so a
 * link that would open no chat is never built.
 */
export function waMeNumber(phone: string): string {
  const digits = phone.replace(/[\s()+-]/g, "");
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new Error(`'${phone}' is not a phone number with its country code (+ then 8 to 15 digits)`);
  }
  return digits;
}

/**
 * `https://wa.me/<digits>?text=<message>`: a chat with the number, the message written in. With no
 * number, WhatsApp asks whom to send the message to (a notice's "Share on WhatsApp").
 */
export function whatsAppLink(phone: string | undefined, message?: string): string {
  const chat = `https://wa.me/${phone === undefined ? "" : waMeNumber(phone)}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

export interface HelpMessageOf {
  /** The school the parent writes to. */
  school: string;
  /** The title of the page the parent is on ('Grade 8 Fees'); none for an address the site does not have. */
  page?: string;
  /** The page's address, so the office sees what the parent sees. */
  address?: string;
}

/**
 * The message a parent starts from: it names the page they are on, so the office knows what the
 * question is about before it is asked ('Hello Sisal Ridge Junior Academy, I have a question
 * about the page "Grade 8 Fees" (https://…/grade8fee): ').
 */
export function helpMessage({ school, page, address }: HelpMessageOf, words?: HelpWords): string {
  if (words) {
    const fillIn = (text: string) => text.replace("{school}", school).replace("{page}", page ?? "").replace("{address}", address ? ` (${address})` : "");
    return fillIn(page ? words.helpAboutPage : words.help);
  }
  if (!page) return `Hello ${school}, I have a question: `;
  return `Hello ${school}, I have a question about the page "${page}"${address ? ` (${address})` : ""}: `;
}

/** The message in another language (src/content/i18n/sw.json's `whatsApp`): `{school}`, `{page}` and `{address}` filled in. */
export interface HelpWords {
  readonly help: string;
  readonly helpAboutPage: string;
}
