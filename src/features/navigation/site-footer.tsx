import dataProtectionBadge from "~/assets/data-protection-badge.svg?url";
import { landmarkIds } from "~/config/landmarks";
import { footerLegalLinks, footerQuickLinks } from "~/config/navigation";
import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";
import { navLink } from "~/features/navigation/nav-links";
import { whatsAppHelpUrl, type HelpPage } from "../contact/whatsapp-help";
import { PushOffer } from "../push/push-offer";
import { SmartLink } from "~/shared/smart-link";
import { fill } from "../kiswahili/ui-words";
import { englishPageLanguage, type PageLanguage } from "../kiswahili/page-language";
import { NewTabWords } from "~/shared/new-tab-words";

/** The footer's list of main pages: where "Menu" leads before the page's script has run. */
export const FOOTER_LINKS_ID = "footer-quick-links";

const listLinkClass = "inline-flex min-h-8 items-center text-slate-200 underline-offset-4 hover:text-white hover:underline";

function FooterList({ title, links, id }: { title: string; links: readonly { to: string; label: string }[]; id?: string }) {
  return (
    <div id={id}>
      <h2 className="text-sm font-bold tracking-wide text-gold-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink to={link.to} className={listLinkClass}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer of every page (docs/site.md, Footer). Its contact block is the help every page offers
 * in the same place and order (WCAG 2.2 3.2.6): phone, e-mail, WhatsApp (a chat about `page`), address.
 * `pushOffer`: in a build that offers urgent notices on phones, the button for them, under the
 * link to the notices (docs/decisions/055).
 */
export function SiteFooter({ page, pushOffer = false, language = englishPageLanguage() }: { page?: HelpPage; pushOffer?: boolean; language?: PageLanguage }) {
  const { postalAddress: address } = site;
  // A Kiswahili page's footer names the ministry, the licence and the registration in Kiswahili where the data has them.
  const regulation = language.language === "sw" && site.regulation.sw ? { ...site.regulation, ...site.regulation.sw } : site.regulation;
  const words = language.words.footer;
  const inKiswahili = language.language === "sw";
  const notices = navLink("notices", language);
  const link = (item: Parameters<typeof navLink>[0]) => navLink(item, language);
  return (
    <NewTabWords.Provider value={language.words.buttons.newTab}>
    <footer id={landmarkIds.footer} className="bg-brand-900 pb-28 text-slate-100 print:hidden">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold text-white">{site.schoolName}</p>
          <p className="mt-1 font-semibold text-gold-300">{site.tagline}</p>
          <address className="mt-4 space-y-1 not-italic">
            <p>
              <SmartLink to={`tel:${site.phone.tel}`} className={listLinkClass}>
                <span className="sr-only">{words.phone}</span>
                {site.phone.display}
              </SmartLink>
            </p>
            <p>
              <SmartLink to={`mailto:${site.admissionsEmail}`} className={listLinkClass}>
                <span className="sr-only">{words.admissionsEmail}</span>
                {site.admissionsEmail}
              </SmartLink>
            </p>
            <p>
              <SmartLink to={whatsAppHelpUrl(page, inKiswahili ? language.words.whatsApp : undefined)} className={listLinkClass}>
                {fill(words.whatsApp, { number: site.whatsApp.display })}
              </SmartLink>
            </p>
            <p>
              <SmartLink to={site.maps.link} className={listLinkClass}>
                {address.box}, {address.town}, {address.county}, {address.country}
              </SmartLink>
            </p>
          </address>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={words.socialMedia}>
            {site.socialLinks.map((social) => (
              <li key={social.name}>
                <SmartLink
                  to={social.url}
                  className="inline-flex min-h-9 items-center rounded-full border border-brand-600 px-3 text-sm text-white no-underline hover:bg-brand-800"
                >
                  {social.name}
                </SmartLink>
              </li>
            ))}
          </ul>
          <p className="mt-5">
            <SmartLink to={inKiswahili ? notices.to : pathOf("notices")} className={listLinkClass}>
              {inKiswahili ? notices.label : routeTable.notices.title}
            </SmartLink>
          </p>
          {pushOffer ? <PushOffer id="footer" onDark language={language} /> : null}
        </div>
        <FooterList title={words.quickLinks} links={footerQuickLinks.map(link)} id={FOOTER_LINKS_ID} />
        <FooterList title={words.legal} links={footerLegalLinks.map(link)} />
        <FooterList title={words.ourSchools} links={site.sisterSchools.map((s) => ({ to: s.url, label: s.name }))} />
      </div>
      <div className="border-t border-brand-800">
        <div className="page-container flex flex-col gap-4 py-6 text-sm text-slate-200 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>{fill(words.regulated, { ministry: regulation.ministry, number: regulation.registrationNumber })}</p>
            <p>{regulation.countyLicence}.</p>
            <p>
              © {site.copyrightYear} {site.schoolName}. {site.tagline}
            </p>
          </div>
          <img
            src={dataProtectionBadge}
            width={160}
            height={64}
            alt={fill(words.dataProtection, { certificate: regulation.dataProtectionCertificate })}
            loading="lazy"
            className="rounded-lg"
          />
        </div>
      </div>
    </footer>
    </NewTabWords.Provider>
  );
}
