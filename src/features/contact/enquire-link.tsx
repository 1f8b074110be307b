import { enquiryUrl } from "~/features/contact/enquiry-url";
import { SmartLink } from "~/shared/smart-link";

/** `<EnquireLink label="Enquire online" />`: a link to the enquiry and registration service (new tab, with the school passed along). */
export function EnquireLink({ label }: { label: string }) {
  return <SmartLink to={enquiryUrl()}>{label}</SmartLink>;
}
