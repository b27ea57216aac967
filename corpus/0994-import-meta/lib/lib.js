export const meta = import.meta;
export const here = import.meta.url;
