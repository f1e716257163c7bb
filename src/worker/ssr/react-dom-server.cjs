// `react-dom/server` as the worker bundle sees it (wrangler.toml [alias]): React's edge renderer
// only. The package's own workerd entry (react-dom/server.edge.js) also requires the legacy string
// renderer (renderToString, renderToStaticMarkup: ~100 KB minified), which the worker never calls:
// pages stream with renderToReadableStream, and the plain and error pages use prerender from
// react-dom/static (the same edge build). The path is relative because react-dom's `exports` does
// not name its cjs files; tests/unit/bundle-size.test.ts checks the worker bundle keeps this shape.
'use strict';
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
