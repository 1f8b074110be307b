import { redirect } from "react-router";
import type { Route } from "./+types/alias-redirect";
import { canonicalPath } from "~/lib/canonical-path";

/** A variant spelling (/seaferers, /aviation, …) followed inside the app: go to the canonical page. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${canonicalPath(url.pathname) ?? "/"}${url.search}${url.hash}`, 301);
}

export default function AliasRedirect() {
  return null;
}
