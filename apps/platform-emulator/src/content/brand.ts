/** The demo operator's brand: the name the CMS fills into `{brand}`, titles, Open Graph and the organisation schema. */
export const BRAND = 'Casino Demo';
