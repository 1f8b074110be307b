/**
 * What the web admin sends by hand when a notice is urgent (README, Post a notice): many parents
 * read WhatsApp groups and SMS before anything else, and the site cannot post to either for her.
 * Shown on the notice's page in the editor's preview only, ready to copy.
 */

/** One SMS: 160 characters of the GSM 7-bit alphabet, which every phone in Kenya reads. */
export const smsLimit = 160;

/** Characters that take two of the 160 (GSM 03.38's extension table). */
const doubled = new Set(["{", "}", "[", "]", "~", "^", "|", "\\", "€"]);

/**
 * The text as an SMS can carry it in one message: curly quotes, dashes and the ellipsis made plain,
 * accents dropped, and anything else outside plain ASCII left out. A single character outside the
 * GSM alphabet would make the whole SMS 70 characters long.
 */
export function smsSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00a0\u202f]/g, " ")
    .normalize("NFKD")
    .replace(/[^\x20-\x7e\n€]/g, "");
}

/** Its length as an SMS counts it. */
export function smsLength(text: string): number {
  return [...text].reduce((sum, character) => sum + (doubled.has(character) ? 2 : 1), 0);
}

/** Cuts `text` to at most `most` SMS characters, ending with "..." when cut. */
function cutTo(text: string, most: number): string {
  if (smsLength(text) <= most) return text;
  let cut = "";
  for (const character of text) {
    if (smsLength(`${cut}${character}...`) > most) break;
    cut += character;
  }
  return `${cut.trimEnd()}...`;
}

/**
 * The SMS: "URGENT, <school>: <title>. <address>", the title shortened to fit one message.
 * `headWords`: its start in another language ("DHARURA, {school}: ", sw.json's notices.smsHead).
 */
export function urgentSms(title: string, url: string, shortName: string, headWords = "URGENT, {school}: "): string {
  const tail = ` ${url}`;
  const head = smsSafe(headWords.replace("{school}", shortName));
  const room = smsLimit - smsLength(head) - smsLength(tail) - 1;
  if (room < 10) return cutTo(`${smsSafe(url)}`, smsLimit);
  return `${head}${cutTo(smsSafe(title), room)}.${tail}`;
}

/** The WhatsApp message: the title in bold (WhatsApp's *…*), the summary, then the address. */
export function urgentWhatsAppText(title: string, summary: string, url: string, headingWords = "*Urgent: {title}*"): string {
  return `${headingWords.replace("{title}", title)}\n${summary}\n\n${url}`;
}
