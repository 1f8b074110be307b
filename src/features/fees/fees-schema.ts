import { z } from "zod";
import type { DeepReadonly } from "~/shared/deep-readonly";
import { paymentDetailsSchema } from "./payment-details-schema";

/**
 * The rules the fee table must keep, checked at build time (validate-content.build.ts) and in the
 * unit tests. Browser code imports only the types below, never this schema or zod.
 */

const shillings = (title: string, description?: string) =>
  z
    .number({ error: "must be a number of shillings, like 12500" })
    .int("must be a whole number of shillings (no cents)")
    .positive("must be more than 0")
    .max(1_000_000, "is over KES 1,000,000: check for an extra digit")
    .meta({ title, description });

const gradeFeesSchema = (grade: number) =>
  z
    .object({
      grade: z.literal(grade, { error: `must be ${grade}` }),
      /** Charged for each of Terms 1, 2 and 3; the annual total is worked out from it. */
      termFee: shillings("Term fee (KES)", `Charged for each of Terms 1, 2 and 3. The year's total is worked out from it. Digits only, like 12500.`),
      /** New students only: uniform, bedding and textbooks, paid once. */
      uniformBeddingTextbooks: shillings("Uniform, bedding and textbooks (KES)", "Paid once, by new students only."),
    })
    .meta({ title: `Grade ${grade}` });

const paymentMethodSchema = z
  .object({
    method: z.string().min(1, "must not be empty").meta({ title: "Way of paying" }),
    accepted: z.boolean().meta({ title: "Accepted", description: "Tick if the school takes fees this way; leave empty for a way parents must not use." }),
    detail: z.string().min(1, "must not be empty").meta({ title: "What parents should know" }),
    // The same words in Kiswahili, for /sw/terms and the Kiswahili fee pages (docs/decisions/063): beside the English, the fact kept once.
    sw: z
      .object({
        method: z.string().min(1, "must not be empty").meta({ title: "Way of paying, in Kiswahili" }),
        detail: z.string().min(1, "must not be empty").meta({ title: "What parents should know, in Kiswahili" }),
      })
      .optional()
      .meta({ title: "Kiswahili" }),
  })
  .meta({ title: "Way of paying", itemLabel: "method" });

export const feeTableSchema = z
  .object({
    grade7: gradeFeesSchema(7),
    grade8: gradeFeesSchema(8),
    grade9: gradeFeesSchema(9),
    newStudents: z
      .object({
        /** Paid with the acceptance letter; not refundable. */
        commitmentFee: shillings("Commitment fee (KES)", "Paid with the acceptance letter; not refundable."),
        /** Towns with free transport to and from school for new students. */
        freeTransportTowns: z
          .array(z.string().min(1, "must not be empty").meta({ title: "Town" }))
          .min(1, "must name at least one town")
          .meta({ title: "Towns with free transport", description: "New students travel free to and from school from these towns." }),
      })
      .meta({ title: "New students" }),
    /** Off the termly tuition of every child after the first; never off the one-time charges. */
    siblingDiscountPercent: z
      .number({ error: "must be a number, like 7.5" })
      .gt(0, "must be more than 0")
      .lt(100, "must be less than 100")
      .meta({ title: "Sibling discount (%)", description: "Off the term fee of every child after the first. 7.5 for 7.5%." }),
    paymentMethods: z
      .array(paymentMethodSchema)
      .min(1, "must hold at least one way of paying")
      .refine((methods) => methods.some((m) => m.accepted), "at least one method must be accepted")
      .meta({ title: "Ways of paying" }),
    payment: paymentDetailsSchema,
  });

export type FeeTable = DeepReadonly<z.input<typeof feeTableSchema>>;
export type GradeFees = FeeTable["grade7"];
export type PaymentMethod = FeeTable["paymentMethods"][number];
export type Payment = FeeTable["payment"];
