// Written out in full so Vite replaces it at build time.
const buildId: unknown = import.meta.env.VITE_BUILD_ID;

/** The id of the running build, set by the shell's build (`VITE_BUILD_ID`); undefined in development. */
export const RUNNING_BUILD_ID: string | undefined = typeof buildId === 'string' && buildId ? buildId : undefined;
