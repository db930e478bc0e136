/** A programme id of the route: its `sysname` segment, a positive whole number. */
export const programIdOf = (sysname: string | undefined) => (sysname && /^[1-9]\d{0,8}$/.test(sysname) ? Number(sysname) : undefined);
