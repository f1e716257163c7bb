/**
 * Route `head` of a page whose URL carries a token: no Referer, also for what the page links to.
 * Its own module: route heads load with the route tree (the entry), the confirm page does not.
 */
export const noReferrerHead = () => ({ meta: [{ name: 'referrer', content: 'no-referrer' }] });
