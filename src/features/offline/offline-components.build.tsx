import { offlinePages } from "~/features/offline/offline-pages";
import { routeTable } from "~/config/route-table";
import { LinkColumns } from "../legal/link-columns";
import { SmartLink } from "~/shared/smart-link";
import { KeepOffline } from "./keep-offline";
import type { InLanguageProps } from "../kiswahili/page-language";
import { routePageIn } from "../kiswahili/page-language.build";

/**
 * `<OfflinePages />`: the pages the phone keeps to read with no connection, each linked by its
 * title, from the list the service worker keeps (src/features/offline/offline-pages.ts; docs/site.md, Offline reading).
 */
export function OfflinePages({ language }: InLanguageProps) {
  return (
    <LinkColumns>
      <ul>
        {offlinePages.map((id) => {
          // On /sw/offline: each page's Kiswahili where it has it.
          const page = (language === "sw" && routePageIn(id, "sw")) || routeTable[id];
          return (
            <li key={id}>
              <SmartLink to={page.path}>{page.title}</SmartLink>
            </li>
          );
        })}
      </ul>
    </LinkColumns>
  );
}

/** /offline: the page shown in place of one the phone has not kept, when there is no connection. */
export const offlineComponents = { OfflinePages, KeepOffline };
