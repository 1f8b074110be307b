import { whatsAppLink } from "../contact/whatsapp-link";

/**
 * The "Share on WhatsApp" link of a notice: WhatsApp's own address, which opens the app (or its web
 * page) with the message typed, ready to choose whom to send it to. No script, no request to
 * WhatsApp until the parent follows it. The message is the title, then the page's address.
 */
export function whatsAppShareUrl(title: string, url: string): string {
  return whatsAppLink(undefined, `${title}\n${url}`);
}
