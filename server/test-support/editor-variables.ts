// Placeholder values of the GitHub App's four variables (server/editor.ts), for the tests: no
// request with them ever leaves this machine.
export const placeholderEditorVariables = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.placeholder-client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "placeholder-client-secret",
  KEYSTATIC_SECRET: "placeholder-secret-".repeat(3),
  PUBLIC_KEYSTATIC_GITHUB_REPO: "school/website",
};
