/** The id of the running build, set by the shell's build (`VITE_BUILD_ID`); undefined in development. */
export const RUNNING_BUILD_ID: string | undefined = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env?.[
  'VITE_BUILD_ID'
];
