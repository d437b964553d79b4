/**
 * What the build gives react-admin for its welcome page (`Ready`, 3 kB gzip on every page): it is
 * shown only when an admin declares no resource, and the console declares every registry screen
 * (src/app/App.tsx). Aliased in vite.config.ts (issue 35 item 3: light deep links).
 */
export default function Ready(): null {
  return null;
}
