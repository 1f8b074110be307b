import { Fragment, useCallback, useEffect, useId, useRef, useState } from "react";
import { pathOf } from "~/config/route-table";
import { excerptParts, resultsSummary } from "~/features/search/search-results";
import { searchSite, type FoundPage, type SearchAnswer } from "./pagefind-client";
import { tellSearchMiss } from "./browser/search-miss";
import { SearchInput } from "~/shared/search-input";

/** Results shown at a time; 'Show more results' adds as many again. */
const PAGE_SIZE = 10;
/** Typing searches once the keys pause this long, so a word is not searched letter by letter. */
const TYPING_PAUSE_MS = 250;
/** A typed search that found nothing and stood this long is the parent's word: told to the school. */
const MISS_STANDS_MS = 3000;

type Status =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; query: string; count: number; pages: FoundPage[] }
  | { kind: "failed" };

/** The search's words in the address (`/search?q=golf`), so a search can be shared or returned to. */
/** `?lang=sw`: sent from a Kiswahili page, whose pages are listed first (src/features/search/header-search.tsx). */
function firstLanguage(): string | undefined {
  return new URLSearchParams(window.location.search).get("lang") === "sw" ? "sw" : undefined;
}

function writeAddress(words: string) {
  const first = firstLanguage();
  const address = words === "" ? window.location.pathname : `${window.location.pathname}?${new URLSearchParams({ q: words, ...(first && { lang: first }) })}`;
  window.history.replaceState(window.history.state, "", address);
}

function Excerpt({ excerpt }: { excerpt: string }) {
  return excerptParts(excerpt).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-gold-300 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/**
 * The site search on /search (docs/site.md, Search): a search box and the pages that match, each
 * with its title, an excerpt with the words highlighted, and its address; the count is announced.
 * An island: its HTML is a plain form that sends its words to this page. Pagefind's script and
 * index (src/features/search/pagefind-client.ts) are fetched only once there are words to
 * search for, typed or in the address.
 */
export function SiteSearch() {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const answer = useRef<SearchAnswer | null>(null);
  /** Only the latest search may show its results: an older one may answer after it. */
  const latest = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  /** The first result added by 'Show more results': focus moves to it. */
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  /** The words of the search shown when it found nothing: told to the school if the parent stops there. */
  const miss = useRef<string | null>(null);
  const missTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /**
   * Searches `text`. A search that finds nothing is told to the school's server
   * (browser/search-miss.ts) when it was sent (the button, Enter, or words in the address), when it
   * has stood for 3 seconds, or when the parent leaves the page with it shown: never the words of a
   * search still being typed.
   */
  const search = useCallback(async (text: string, { sent = false } = {}) => {
    const words = text.trim();
    const ticket = ++latest.current;
    clearTimeout(missTimer.current);
    // Other words: the miss shown is no longer the parent's last word (the same words searched again still are).
    if (miss.current !== words) miss.current = null;
    writeAddress(words);
    if (words === "") {
      setStatus({ kind: "idle" });
      return;
    }
    setStatus({ kind: "searching" });
    try {
      const found = await searchSite(words, { first: firstLanguage() });
      const pages = await found.pages(0, PAGE_SIZE);
      if (ticket !== latest.current) return;
      answer.current = found;
      setStatus({ kind: "found", query: words, count: found.count, pages });
      if (found.count === 0) {
        miss.current = words;
        if (sent) tellSearchMiss(words);
        else missTimer.current = setTimeout(() => tellSearchMiss(words), MISS_STANDS_MS);
      }
    } catch {
      if (ticket === latest.current) setStatus({ kind: "failed" });
    }
  }, []);

  // Words arriving in the address (the header's form, a shared link) are searched at once; so are
  // words typed before this island hydrated.
  useEffect(() => {
    const inAddress = new URLSearchParams(window.location.search).get("q");
    const words = inAddress ?? input.current?.value ?? "";
    if (words.trim() === "") return;
    setQuery(words);
    // Words in the address were sent (the header's form, a shared link); words typed were not yet.
    void search(words, { sent: inAddress !== null });
  }, [search]);

  useEffect(
    () => () => {
      clearTimeout(typingTimer.current);
      clearTimeout(missTimer.current);
    },
    [],
  );

  // Leaving the page (or the phone putting it away) with a search that found nothing shown: the
  // browser sends what it can as the page closes (Chromium drops some such requests).
  useEffect(() => {
    const leave = () => {
      if (miss.current) tellSearchMiss(miss.current);
    };
    const hidden = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, []);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll("a")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [status]);

  async function showMore() {
    if (status.kind !== "found" || !answer.current) return;
    const ticket = latest.current;
    const more = await answer.current.pages(status.pages.length, PAGE_SIZE);
    if (ticket !== latest.current) return;
    focusFrom.current = status.pages.length;
    setStatus({ ...status, pages: [...status.pages, ...more] });
  }

  const announcement =
    status.kind === "searching"
      ? "Searching…"
      : status.kind === "found"
        ? resultsSummary(status.count, status.query)
        : status.kind === "failed"
          ? "The search could not be loaded"
          : "";
  const sitemap = pathOf("sitemap");

  return (
    <div className="max-w-3xl space-y-6">
      <form
        action={pathOf("search")}
        method="get"
        role="search"
        aria-label="Website"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(typingTimer.current);
          // What the box shows, which the state may not hold yet: a search sent while the island
          // woke is made again once it has hydrated, before its first effect has read the box.
          const words = input.current?.value ?? query;
          setQuery(words);
          void search(words, { sent: true });
        }}
      >
        <label htmlFor={id} className="block text-lg font-semibold text-brand-900">
          Search the website
        </label>
        <p id={`${id}-hint`} className="text-slate-700">
          Looks in the words of every page: fees, admissions, pathways, boarding and clubs.
        </p>
        <div className="mt-2 flex gap-2">
          <SearchInput
            ref={input}
            id={id}
            name="q"
            value={query}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              clearTimeout(typingTimer.current);
              typingTimer.current = setTimeout(() => void search(text), TYPING_PAUSE_MS);
            }}
            aria-describedby={`${id}-hint`}
            placeholder="For example: sibling discount, golf, KCPE"
            className="min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </form>
      <noscript>
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-lg">
          The search needs JavaScript, which is off in this browser. <a href={sitemap}>The sitemap</a> lists every main page
          of the website.
        </p>
      </noscript>

      <p role="status" className="text-lg font-semibold text-brand-900">
        {announcement}
      </p>

      {status.kind === "found" && status.pages.length > 0 && (
        <>
          <ol ref={list} className="space-y-4">
            {status.pages.map((page) => (
              <li key={page.url} className="card">
                <h2 className="text-xl font-semibold">
                  <a href={page.url} className="text-brand-700 underline">
                    {page.title}
                  </a>
                </h2>
                <p className="mt-2 text-slate-700">
                  <Excerpt excerpt={page.excerpt} />
                </p>
                <p className="mt-1 text-sm text-slate-600">{page.url}</p>
              </li>
            ))}
          </ol>
          {status.pages.length < status.count && (
            <button type="button" className="btn-secondary" onClick={() => void showMore()}>
              Show more results
            </button>
          )}
        </>
      )}
      {(status.kind === "failed" || (status.kind === "found" && status.count === 0)) && (
        <p className="text-lg text-slate-700">
          {status.kind === "failed" ? "Check the connection and search again, or look" : "Try another word, or look"} through{" "}
          <a href={sitemap} className="font-medium text-brand-700 underline">
            the sitemap
          </a>
          , which lists every main page.
        </p>
      )}
    </div>
  );
}
