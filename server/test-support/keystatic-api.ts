// Keystatic 0.6.9's own API handler on a loopback server, its answers written as Astro's Node
// adapter writes them, with what server/editor.ts puts around it (the sign-in's state, the
// cookies' paths) first: for the tests of server/sign-in-state.ts and server/editor-cookies.ts.
// GitHub is whatever the test stubs fetch with: nothing leaves this machine.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { writeResponse } from "astro/app/node";
import { portOf } from "../../scripts/free-port.ts";
import { placeholderEditorVariables as placeholders } from "./editor-variables.ts";

const keystatic = makeGenericAPIRouteHandler({
  clientId: placeholders.KEYSTATIC_GITHUB_CLIENT_ID,
  clientSecret: placeholders.KEYSTATIC_GITHUB_CLIENT_SECRET,
  secret: placeholders.KEYSTATIC_SECRET,
  config: { storage: { kind: "github", repo: "school/website" } },
});

/** Starts the server: `before(req, res)` runs first, and answers the request itself when it returns true. */
export async function startKeystaticApi(before: (req: IncomingMessage, res: ServerResponse) => boolean): Promise<{ port: number; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (before(req, res)) return;
    const request = new Request(`http://127.0.0.1:${portOf(server)}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).map(([name, value]): [string, string] => [name, String(value)]),
    });
    void keystatic(request).then(({ body, status, headers }) => writeResponse(new Response(body as BodyInit | null, { status, headers: headers as HeadersInit }), res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: portOf(server), stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
