import { z } from "zod";
import { noticeFileDirectory } from "../../config/content-places";

/**
 * What a notice's file (`src/content/notices/<file name>.mdx`) holds above its words: checked at
 * build (src/content.config.ts), drawn as the editor's form (keystatic.config.ts) and read by the
 * route list (src/features/page-content/site-pages.build.ts), one schema for all three (docs/decisions/037).
 */

export const noticeCategories = ["Fees", "Academic", "Boarding", "Admissions", "Ministry circular"] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

/** Where the editor saves a notice's PDFs, and the address they are published at (public/ is the site's root). */
export const noticeFileFolder = { directory: noticeFileDirectory, publicPath: `/${noticeFileDirectory.replace(/^public\//, "")}/` } as const;

const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const day = (title: string, description: string) =>
  z
    .string({ error: "write the date as year-month-day: 2026-01-05" })
    .regex(isoDay, "write the date as year-month-day: 2026-01-05")
    .meta({ title, description });

/** An attachment: a PDF in the repository, whose words are also written in the notice. */
export const noticeAttachmentSchema = z
  .strictObject({
    title: z.string().min(3, "must be at least 3 letters").meta({ title: "Name of the file", description: "What the link says: Fee structure 2026." }),
    file: z
      .string({ error: "choose the PDF" })
      .regex(new RegExp(`^${noticeFileFolder.publicPath}[\\w/.-]+\\.pdf$`), `must be a PDF saved under ${noticeFileFolder.directory}/`)
      .meta({ title: "PDF file", upload: noticeFileFolder, description: "Write its words in the notice too: a phone without a PDF reader, and a screen reader, read them there." }),
  })
  .meta({ title: "Attachment", itemLabel: "title" });

export const noticeFrontmatterSchema = z
  .strictObject({
    title: z.string().min(3, "must be at least 3 letters").meta({ title: "Title", description: "The notice's heading: Fee structure for 2026." }),
    date: day("Date", "The day the notice is published, as year-month-day: 2026-01-05. The newest is listed first."),
    category: z.enum(noticeCategories).meta({ title: "Category" }),
    summary: z
      .string()
      .min(10, "must be at least 10 letters")
      .max(200, "keep it to one line (200 letters at most)")
      .meta({ title: "Summary", description: "One line, shown in the lists, on the home page and in the feed." }),
    urgent: z.boolean().optional().meta({ title: "Urgent", description: "Tick for a notice parents must act on at once (a closure, a postponed opening)." }),
    removeAfter: day("Remove after", "Optional. After this day the notice leaves the lists, the home page and the feed; its page stays and says it has expired.").optional(),
    attachments: z.array(noticeAttachmentSchema).optional().meta({ title: "Attachments", description: "PDF files, such as a circular or a fee structure." }),
  });

export type NoticeFrontmatter = z.output<typeof noticeFrontmatterSchema>;
