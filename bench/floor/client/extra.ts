// The variant the page is built with: bench/first-visit-floor.bench-test.ts aliases this module to
// one of its siblings per build; by itself it is the stack alone.
export { extra } from './stack-only';
