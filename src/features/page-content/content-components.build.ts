import { CommitmentFee } from "../fees/fee-components";
import { LastUpdated } from "./last-updated";
import { PrintButton } from "../print/print-button";
import { ContentButton } from "./content-button";
import { EnquireLink } from "../contact/enquire-link";
import { SlotPhoto } from "../photos/slot-photo.build";
import {
  AdmissionsEmail,
  Country,
  County,
  FinanceEmail,
  FinancePhone,
  Phone,
  School,
  SisterSchool,
  Tagline,
} from "./site-values";

/**
 * The components a content file may use without importing them (docs/content.md lists them).
 * A page's layout adds the ones bound to that page (a grade's fees, a club's buttons…).
 */
export const contentComponents = {
  Photo: SlotPhoto,
  Button: ContentButton,
  EnquireLink,
  LastUpdated,
  // Placed by `<Checklist print="…">` (src/markdown/rehype-blocks.ts).
  PrintButton,
  // In the admission steps every grade's page shows (src/content/shared/admission-steps.mdx).
  CommitmentFee,
  School,
  SisterSchool,
  Tagline,
  County,
  Country,
  Phone,
  FinancePhone,
  AdmissionsEmail,
  FinanceEmail,
};
