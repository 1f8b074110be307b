import { matchesYear, parseYearChoice, shownCountText, yearOptions } from "../dashboard-filter";
import { whenNearScreen } from "~/shared/browser/near-screen";

/**
 * How long a dashboard may take before it counts as failed. The failed state must show within
 * 20 seconds of a host that cannot be reached (docs/site.md, Results); 15 leaves room for a slow page.
 */
export const embedDeadlineMs = 15_000;

/**
 * One dashboard's loading → loaded or failed (docs/site.md, Results). A frame's `load` event also
 * fires for the browser's own network-error page, so it cannot tell failure from success: a HEAD
 * request first checks the host answers (an opaque reply is enough; a rejection means it cannot
 * be reached), and only then is the frame added. Nothing starts until the card is near the
 * screen, so a parent's data is not spent on dashboards they never scroll to.
 */
function watchDashboard(box: HTMLElement) {
  const template = box.querySelector<HTMLTemplateElement>("template[data-frame]");
  const frameTemplate = template?.content.querySelector("iframe");
  if (!frameTemplate) return;
  const url = frameTemplate.src;
  const controller = new AbortController();
  let frame: HTMLIFrameElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const settle = (status: "loaded" | "failed") => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (status === "failed") {
      controller.abort();
      frame?.remove();
    } else {
      frame?.setAttribute("data-loaded", "");
    }
    const loading = box.querySelector('[data-when="loading"]');
    const failed = box.querySelector<HTMLTemplateElement>('template[data-when="failed"]');
    if (status === "failed" && failed) loading?.replaceWith(...failed.content.cloneNode(true).childNodes);
    else loading?.remove();
  };

  const start = () => {
    timer = setTimeout(() => settle("failed"), embedDeadlineMs);
    fetch(url, { method: "HEAD", mode: "no-cors", signal: controller.signal }).then(
      () => {
        if (done) return;
        frame = frameTemplate.cloneNode(true) as HTMLIFrameElement;
        frame.addEventListener("load", () => settle("loaded"));
        template!.after(frame);
      },
      () => settle("failed"),
    );
  };

  whenNearScreen(box, start);
}

/**
 * The results page (docs/site.md, Results), drawn at build by
 * src/features/results/dashboard-gallery.tsx: the year filter shows one year's cards or all,
 * and says how many it shows; each dashboard loads as its card nears the screen. Cards the filter
 * hides keep their state and are not fetched again. A few lines here instead of a React island:
 * hydrating React DOM was the page's one long task after its first paint.
 */
export function wireDashboardGallery(root: HTMLElement) {
  const cards = [...root.querySelectorAll<HTMLElement>("[data-dashboard]")];
  const years = cards.map((card) => ({ year: Number(card.dataset.year) }));
  const options = yearOptions(years);
  const filter = root.querySelector<HTMLSelectElement>("[data-year-filter]");
  const count = root.querySelector<HTMLElement>("[data-shown-count]");

  filter?.addEventListener("change", () => {
    const choice = parseYearChoice(filter.value, options);
    cards.forEach((card, i) => (card.hidden = !matchesYear(years[i]!, choice)));
    if (count) count.textContent = shownCountText(cards.filter((card) => !card.hidden).length, cards.length);
  });
  for (const box of root.querySelectorAll<HTMLElement>("[data-frame-box]")) watchDashboard(box);
}
