import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

// Vite's dev client may reject on lost websocket connections; those are noise
// (docs/product.md, 'Errors and toasts').
window.addEventListener('unhandledrejection', (event) => {
  if (
    String(event.reason?.message ?? event.reason)
      .toLowerCase()
      .includes('websocket')
  )
    event.preventDefault();
});

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives pre-rendered (src/web/entry-prerender.tsx): React adopts that HTML
// instead of painting it again, as a transition so that the work yields to the browser between
// chunks rather than blocking it in one long task. The app's other pages arrive as an empty shell.
if (root.hasChildNodes())
  startTransition(() => {
    hydrateRoot(root, app);
  });
else createRoot(root).render(app);
