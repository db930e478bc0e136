/** The paging and filter fields the platform's list calls share. */
export type ListQuery = {
  offset?: number;
  count?: number;
  /** Comma-separated payload fields to return. */
  fields?: string;
  status?: string;
};
