// `dom-mutator` as the worker bundle sees it (wrangler.toml [alias]): GrowthBook applies visual
// experiments' DOM changes with it in a browser only; the worker evaluates flags and never
// mutates a DOM. Every call answers as the library does when there is nothing to change.
const noChange = () => ({ revert() {} });
export default { html: noChange, classes: noChange, attribute: noChange, position: noChange, declarative: noChange };
