/** The version the footer and the admin's health page show (SPEC: "beta 0.92.12"). One place, for both. */
export const APP_VERSION = '0.92.12';
export const APP_VERSION_LABEL = `beta ${APP_VERSION}`;
