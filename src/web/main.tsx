import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
