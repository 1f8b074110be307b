// Where `npm start` serves the site when PORT and HOST do not say (README, Two commands), and where
// the browser tests expect it (playwright.config.ts): one place, so they cannot drift apart.

export const defaultPort = 4173;
export const defaultHost = "localhost";
