import hostedGitInfo from "hosted-git-info";
import type { Git } from "./git-publishing";
import { remote } from "./git-publishing";

/**
 * Which repository on GitHub this computer publishes to, as owner and name, for reading its
 * publishing workflow's runs (docs/decisions/054): `PUBLIC_KEYSTATIC_GITHUB_REPO` when it is set
 * (the name the Node server's editor uses), else the GitHub address of `origin`, the remote Publish
 * pushes to, in any form git takes (https, ssh://, or scp-like), read by npm's own
 * parser of such addresses.
 */

export interface RepositoryName {
  owner: string;
  repo: string;
}

/** The setting that names the repository outright. */
export const repositorySetting = "PUBLIC_KEYSTATIC_GITHUB_REPO";

/** Owner and name of a repository on github.com from a remote's address; undefined for any other host or a folder. */
export function repositoryOfRemote(address: string): RepositoryName | undefined {
  const info = hostedGitInfo.fromUrl(address.trim());
  if (info?.type !== "github" || !info.user || !info.project) return undefined;
  return { owner: info.user, repo: info.project };
}

/** Owner and name from the setting's `owner/name`; undefined when it is not set or not of that form. */
export function repositoryOfSetting(value: string | undefined): RepositoryName | undefined {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value?.trim() ?? "");
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

/**
 * The school's repository as this computer knows it: the setting, or `origin`'s address as
 * written in the git config, then as git rewrites it (`url.<base>.insteadOf`), whichever names a
 * repository on GitHub first. Undefined when none does (a remote on another host, or a folder).
 */
export async function schoolRepository(git: Git, env: Readonly<Record<string, string | undefined>> = process.env): Promise<RepositoryName | undefined> {
  const named = repositoryOfSetting(env[repositorySetting]);
  if (named) return named;
  for (const args of [["config", "--get", `remote.${remote}.url`], ["remote", "get-url", remote]]) {
    const answer = await git(args);
    const found = answer.code === 0 ? repositoryOfRemote(answer.stdout) : undefined;
    if (found) return found;
  }
  return undefined;
}
