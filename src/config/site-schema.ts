import { z } from "zod";
import type { DeepReadonly } from "./deep-readonly";

/**
 * The rules the school's details must keep. Checked at build time (vite.config.ts) and in
 * the unit tests; the browser never downloads this file or the schema library.
 */

const https = z.url({ protocol: /^https$/, error: "must be an https:// address" });
const email = z.email({ error: "must be an e-mail address like name@school.ac.ke" });
const isoInstant = z.iso.datetime({ offset: true, error: "must be a date and time like 2025-10-29T23:59:59+03:00" });
const phone = z.object({
  display: z.string().min(7),
  tel: z.string().regex(/^\+\d{9,14}$/, "must be digits with the country code, like +254700000000"),
});
const namedLink = z.object({ name: z.string().min(1), url: https });
const portalLink = namedLink.extend({ icon: z.string().min(1) });

export const dashboardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  year: z.number().int().min(2000).max(2100),
  title: z.string().min(1),
  description: z.string(),
  embedUrl: https,
  aspectRatio: z.enum(["16:10", "16:9"]),
  icon: z.string().min(1),
});

export const siteSchema = z
  .object({
    schoolName: z.string().min(3),
    sisterSchoolName: z.string().min(3),
    shortName: z.string().min(2),
    tagline: z.string().min(1),
    descriptions: z.object({ boys: z.string().min(1), mixed: z.string().min(1) }),
    siteOrigin: https.refine((u) => !u.endsWith("/"), "must not end with a slash"),
    phone,
    financePhone: phone,
    admissionsEmail: email,
    financeEmail: email,
    postalAddress: z.object({
      box: z.string().min(1),
      town: z.string().min(1),
      county: z.string().min(1),
      country: z.string().min(1),
    }),
    maps: z.object({ link: https, embedUrl: https }),
    enquiry: z.object({ url: https, schoolParam: z.string().regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _") }),
    regulation: z.object({
      ministry: z.string().min(1),
      registrationNumber: z.string().min(1),
      countyLicence: z.string().min(1),
      dataProtectionCertificate: z.string().min(1),
    }),
    copyrightYear: z.number().int().min(2000).max(2100),
    admissionsCountdown: z.object({ start: isoInstant, deadline: isoInstant, storageKey: z.string().min(1) }),
    socialLinks: z.array(namedLink).length(6),
    sisterSchools: z.array(namedLink).length(6),
    curriculumBody: z.object({ name: z.string().min(1), url: https, curriculumDesignsUrl: https }),
    portals: z.object({
      access: z.array(portalLink).length(6),
      student: z.array(portalLink).length(4),
      staff: z.array(portalLink).length(6),
    }),
    dashboards: z.array(dashboardSchema).min(1),
  })
  .superRefine((value, ctx) => {
    const { start, deadline } = value.admissionsCountdown;
    if (Date.parse(deadline) <= Date.parse(start)) {
      ctx.addIssue({
        code: "custom",
        path: ["admissionsCountdown", "deadline"],
        message: "must be after admissionsCountdown.start",
      });
    }
    const ids = value.dashboards.map((d) => d.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) {
        ctx.addIssue({ code: "custom", path: ["dashboards", i, "id"], message: `'${id}' is used twice` });
      }
    });
  });

export type SiteConfig = DeepReadonly<z.input<typeof siteSchema>>;

/** One line per problem, each naming the field: `site.admissionsEmail: must be an e-mail address …`. */
export function describeIssues(prefix: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${[prefix, ...issue.path].join(".")}: ${issue.message}`).join("\n");
}

export function validateSite(value: unknown): void {
  const result = siteSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`The school's details in src/config/site.ts are not valid:\n${describeIssues("site", result.error)}`);
  }
}
