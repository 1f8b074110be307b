import { z } from "zod";
import type { DeepReadonly } from "../config/deep-readonly";

/**
 * The rules the fee table must keep, checked at build time (validate-content.ts) and in the
 * unit tests. Browser code imports only the types below, never this schema or zod.
 */

const shillings = z
  .number({ error: "must be a number of shillings, like 12_500" })
  .int("must be a whole number of shillings (no cents)")
  .positive("must be more than 0")
  .max(1_000_000, "is over KES 1,000,000: check for an extra digit");

const gradeFeesSchema = z.object({
  grade: z.union([z.literal(7), z.literal(8), z.literal(9)]),
  /** Charged for each of Terms 1, 2 and 3; the annual total is worked out from it. */
  termFee: shillings,
  /** New students only: uniform, bedding and textbooks, paid once. */
  uniformBeddingTextbooks: shillings,
});

const paymentMethodSchema = z.object({
  method: z.string().min(1),
  accepted: z.boolean(),
  detail: z.string().min(1),
});

export const feeTableSchema = z
  .object({
    grade7: gradeFeesSchema,
    grade8: gradeFeesSchema,
    grade9: gradeFeesSchema,
    newStudents: z.object({
      /** Paid with the acceptance letter; not refundable. */
      commitmentFee: shillings,
      /** Towns with free transport to and from school for new students. */
      freeTransportTowns: z.array(z.string().min(1)).min(1),
    }),
    /** Off the termly tuition of every child after the first; never off the one-time charges. */
    siblingDiscountPercent: z.number().gt(0, "must be more than 0").lt(100, "must be less than 100"),
    paymentMethods: z.array(paymentMethodSchema).min(1),
    /** The fee terms, on every grade's fee page and on /terms. */
  })
  .superRefine((value, ctx) => {
    for (const key of ["grade7", "grade8", "grade9"] as const) {
      const expected = Number(key.slice(-1));
      if (value[key].grade !== expected) {
        ctx.addIssue({ code: "custom", path: [key, "grade"], message: `must be ${expected}` });
      }
    }
    if (!value.paymentMethods.some((m) => m.accepted)) {
      ctx.addIssue({ code: "custom", path: ["paymentMethods"], message: "at least one method must be accepted" });
    }
  });

export type FeeTable = DeepReadonly<z.input<typeof feeTableSchema>>;
export type GradeFees = FeeTable["grade7"];
export type PaymentMethod = FeeTable["paymentMethods"][number];
