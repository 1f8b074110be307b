import type { APIRoute } from "astro";

export const prerender = false;

// Nothing to say yet: the count of changes not yet published comes with the Publish page.
export const GET: APIRoute = () => new Response(null, { status: 204 });
