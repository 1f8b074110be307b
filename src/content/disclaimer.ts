import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { emailFact, phoneFact } from "./contact";

/** The disclaimer (SPEC.md §2.12): the terms on which this website's information is given, in plain English. */

const school = site.schoolName;

export const disclaimerPage = page("disclaimer", "Legal")`
  This website tells parents, pupils and staff about ${school}. We work hard to keep it accurate, but please read these few points before you rely on it.

  ## General information only
  Everything on this website is general information about the school. It is not a contract and it is not professional advice. We check it carefully and correct mistakes as soon as we find them, but we cannot promise that every detail is complete, current and free of error at every moment.

  ## Fees, dates and admissions can change
  Fees, term dates, entry requirements and admission deadlines are set each year and may change. Before you make a decision, a booking or a payment, please confirm the details with the school office; the admission and fee letters you receive from the school take precedence over this website.
  Pay school fees only into the school's own accounts, by the methods on the fee pages. If anyone asks you to pay elsewhere, do not pay: check first with the finance office at ${site.financeEmail}.
  [Fee terms and conditions](${pathOf("terms")})

  ## Wording shared with our sister schools
  ${school} is one of a family of schools. Some pages, among them the admissions policy, the scouts, young chefs, golf and discipline pages and the titles of the fee pages, use wording shared with ${site.sisterSchoolName} and name it. Where they do, the information applies to this academy too.

  ## Exam results
  The results shown on the Exam Results page are past results, as published. They describe earlier classes and cannot promise any pupil's future results.

  ## Pictures
  Pictures on this website show what school life is like. Some are illustrations rather than photographs of particular pupils, places or events.

  ## Other websites and embedded content
  Links to other websites, such as the national education portals, the enquiry and registration service, social media and our sister schools, open in a new tab. Those websites are run by others: we do not control them and are not responsible for what they say, how they work or how they handle your data. The embedded map and results dashboards are provided by other services in the same way.

  ## Our responsibility
  As far as the law allows, the school is not liable for any loss that arises from relying on information on this website without confirming it with the school, or from a website we link to. Nothing in this disclaimer limits any right you have under Kenyan law.

  ## Copyright
  The text, pictures and design of this website belong to ${school} unless stated otherwise. You are welcome to print or share pages for your own, non-commercial use, as long as you keep the school's name on them.

  ## Questions
  If something on this website looks wrong, or you have a question about it, please tell us:
  ${block.facts([emailFact, phoneFact])}
  [Read the privacy policy](${pathOf("privacy")})
`;
