/** The application version (the spec's package version); the web app compares it with the stored one. */
export const APP_VERSION = "0.1.78";
