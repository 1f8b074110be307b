import { z } from "zod";
import { parseWrittenDate } from "~/shared/written-date";

/**
 * How a parent pays the school, safely (issue 22, part 3): the M-Pesa Pay Bill, the bank account
 * for banker's cheques, and the day someone last checked them. Part of src/data/fees.json (the
 * editor's Fees and payment) but kept apart from the fee figures the calculator reads. Every rule
 * is here, so the editor refuses a wrong value at its box and the build refuses it in the file.
 * The steps on the phone are words (src/content/shared/how-to-pay.mdx), not data: see
 * docs/decisions/039-payment-details-and-whatsapp-help.md.
 */

const words = (title: string, description?: string) => z.string().min(1, "must not be empty").meta({ title, description });

/** A written date with its year, that is on the calendar: '25 November 2026'. */
const checkedOn = z
  .string()
  .refine((text) => {
    const date = parseWrittenDate(text, 2000);
    return date !== undefined && date.yearWritten && date.iso !== null;
  }, "must be a day with its month and year, like 25 November 2026")
  .meta({
    title: "Payment details last checked on",
    description: "The day someone at the school last compared the numbers above with the bank's and Safaricom's papers. Day, month and year: 25 November 2026.",
  });

export const paymentDetailsSchema = z
  .object({
    payBill: z
      .object({
        businessNumber: z
          .string()
          .regex(/^\d{5,7}$/, "must be the Pay Bill business number: 5 to 7 digits, no spaces")
          .meta({ title: "Pay Bill business number", description: "The school's M-Pesa Pay Bill number, digits only (5 to 7): 123456." }),
        accountForPupil: words("Account number, for a pupil", "What a parent types as the account number: the child's admission number."),
        accountForApplicant: words("Account number, for an applicant", "What a family that has not yet been given an admission number types instead."),
        // The two in Kiswahili, for the Kiswahili pages (docs/decisions/063).
        sw: z
          .object({
            accountForPupil: words("Account number, for a pupil, in Kiswahili", "The same words in Kiswahili."),
            accountForApplicant: words("Account number, for an applicant, in Kiswahili", "The same words in Kiswahili."),
          })
          .optional()
          .meta({ title: "Kiswahili" }),
      })
      .meta({ title: "M-Pesa Pay Bill" }),
    bank: z
      .object({
        bank: words("Bank"),
        branch: words("Branch"),
        accountNumber: z
          .string()
          .regex(/^\d{6,20}$/, "must be the account number: 6 to 20 digits, no spaces or dashes")
          .meta({ title: "Account number", description: "Digits only, as on the bank's papers, without spaces or dashes." }),
      })
      .meta({ title: "Bank account, for banker's cheques" }),
    checkedOn,
  })
  .meta({
    title: "Payment details",
    description: "Shown on /terms and every grade's fee page, with a Copy button beside the Pay Bill and account numbers. Parents are told the school never changes them by SMS or phone call.",
  });

export type PaymentDetails = z.input<typeof paymentDetailsSchema>;
