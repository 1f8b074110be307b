/**
 * Writes the deploy files, the build's last finishing step (src/integrations/finishing-steps.ts):
 * build/deploy/nginx.conf, and `_redirects` and `_headers` inside build/client/ for Netlify and
 * Cloudflare Pages. All of them come from the route table and the manifest finish-build.ts
 * computed, so nginx and static hosts answer as the Node server does (docs/decisions/011-deploy-files.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { publishedContentTypes, revalidatedFilePaths } from "../config/published-files";
import { site } from "../config/site";
import { sitePages } from "../features/page-content/site-pages.build";
import type { DeploySite } from "./deploy-rules";
import { filesUnder } from "./files-under";
import { nginxServerBlock } from "./nginx-config";
import { headersFile, redirectsFile } from "./static-host-files";

/** The build's .br and .gz copies: ways of sending a file, not files of their own. */
const precompressed = /\.(br|gz)$/;

export function deploySite(clientDir: string, manifest: Pick<DeploySite, "paths" | "files" | "csp" | "defaultCsp" | "notFoundFile" | "notFoundFilesUnder">): DeploySite {
  return {
    ...manifest,
    routes: sitePages(),
    publicFiles: filesUnder(clientDir)
      .map((file) => `/${relative(clientDir, file).split(sep).join("/")}`)
      .filter((file) => !precompressed.test(file))
      .sort(),
    contentTypes: publishedContentTypes,
    revalidatedFiles: revalidatedFilePaths,
    hostName: new URL(site.siteOrigin).hostname,
  };
}

/** Returns the files written, relative to the build directory. */
export function writeDeployFiles(clientDir: string, manifest: Pick<DeploySite, "paths" | "files" | "csp" | "defaultCsp" | "notFoundFile" | "notFoundFilesUnder">): string[] {
  const deploy = deploySite(clientDir, manifest);
  const deployDir = join(dirname(clientDir), "deploy");
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(join(deployDir, "nginx.conf"), nginxServerBlock(deploy));
  writeFileSync(join(clientDir, "_redirects"), redirectsFile(deploy));
  writeFileSync(join(clientDir, "_headers"), headersFile(deploy));
  return ["deploy/nginx.conf", "client/_redirects", "client/_headers"];
}
