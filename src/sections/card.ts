/** Class names of the site's card surface, shared by every section that draws cards. */
export const cardClass = 'rounded-card border border-slate-200 bg-white p-6 shadow-card';
