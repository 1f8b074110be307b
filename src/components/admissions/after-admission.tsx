import { pathOf } from "~/config/route-table";
import { admissionRoutes, whatNextTitle, type AdmissionRoute, type AdmissionRouteId } from "~/content/admissions";
import { LinkButton } from "../link-button";

const headingId = "what-happens-next";

/**
 * The end of an admission page, after the words its content file shares with the other routes:
 * 'What happens next' and, from Grade 7 and Grade 8, the way on to the next grade's admissions.
 * Only some routes have them (/grade9 has neither, /form3 no next grade), and a section that some
 * of the pages sharing one content file leave out cannot be written in that file, so the page
 * file places this after it. It draws a section and a closing band with the same markup as the
 * ones written in content files (src/lib/rehype-page-structure.ts), so they look alike.
 */
export function AfterAdmission({ route }: { route: AdmissionRouteId }) {
  const { whatNext, moveOn }: AdmissionRoute = admissionRoutes[route];
  return (
    <>
      {whatNext ? (
        <section className="content-section" aria-labelledby={headingId}>
          <div className="page-container section-inner">
            <h2 id={headingId} className="section-title">
              {whatNextTitle}
            </h2>
            <div className="section-body">
              <ul>
                {whatNext.map((step) => (
                  <li key={step.text}>
                    {step.text}
                    {step.link ? (
                      <>
                        {" "}
                        <a href={pathOf(step.link.to)} className="print:no-underline">
                          {step.link.label}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}
      {moveOn ? (
        <div className="page-next print:hidden">
          <div className="page-container page-next-inner">
            <p>{moveOn.text}</p>
            <LinkButton to={pathOf(moveOn.to)} variant="secondary">
              {moveOn.label}
            </LinkButton>
          </div>
        </div>
      ) : null}
    </>
  );
}
