/** @jsxRuntime automatic @jsxImportSource react */
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';

/** The floor's document, the same on the server (./worker.tsx) and in the browser (./client/page.tsx). */
export function FloorDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
