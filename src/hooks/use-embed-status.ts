import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export type EmbedStatus = "loading" | "loaded" | "failed";

/**
 * How long a dashboard may take before it counts as failed. The failed state must show within
 * 20 seconds of a host that cannot be reached (docs/site.md, Results); 15 leaves room for a slow page.
 */
export const EMBED_DEADLINE_MS = 15_000;

/**
 * Loading → loaded or failed for an embedded page (docs/site.md, Results). A frame's `load` event also
 * fires for the browser's own network-error page, so it cannot tell failure from success:
 * a HEAD request first checks the host answers (an opaque reply is enough; a rejection means
 * it cannot be reached), and only then is the frame shown. Nothing starts until the card is
 * near the screen, so a parent's data is not spent on dashboards they never scroll to.
 */
export function useEmbedStatus(url: string, target: RefObject<Element | null>) {
  const [status, setStatus] = useState<EmbedStatus>("loading");
  const [showFrame, setShowFrame] = useState(false);
  const settleRef = useRef<(next: "loaded" | "failed") => void>(() => {});

  useEffect(() => {
    let active = true;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const settle = (next: "loaded" | "failed") => {
      if (!active || done) return;
      done = true;
      clearTimeout(timer);
      if (next === "failed") {
        controller.abort();
        setShowFrame(false);
      }
      setStatus(next);
    };
    settleRef.current = settle;

    const start = () => {
      timer = setTimeout(() => settle("failed"), EMBED_DEADLINE_MS);
      fetch(url, { method: "HEAD", mode: "no-cors", signal: controller.signal }).then(
        () => {
          if (active && !done) setShowFrame(true);
        },
        () => settle("failed"),
      );
    };

    const element = target.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            start();
          }
        },
        { rootMargin: "300px" },
      );
      observer.observe(element);
    } else {
      start();
    }

    return () => {
      active = false;
      observer?.disconnect();
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, target]);

  const onFrameLoad = useCallback(() => settleRef.current("loaded"), []);
  return { status, showFrame, onFrameLoad };
}
