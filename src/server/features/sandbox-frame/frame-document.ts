import { SANDBOX_FRAME_SCRIPT } from './frame-script.ts';

/**
 * The sandbox frame: the one document the web app uses to show HTML it holds in memory
 * (a page still streaming, a builder draft, an edit in progress, an unsaved page in a new tab).
 *
 * Why not `<iframe srcdoc>` in the app? A srcdoc document inherits the app's CSP
 * (`script-src 'self'`), so a generated page's own scripts, web fonts and CDN stylesheets
 * would not run in the preview although they run once pasted into a funnel. This document is
 * served with only `sandbox allow-scripts allow-forms allow-popups` and `form-action 'none'` as
 * its policy (routes.ts): it lives in an opaque origin (it can never read the app's cookies,
 * storage or API), and the srcdoc frame it nests inherits exactly that policy and no more.
 *
 * It shows only what the app posts to it (frame-script.ts: the protocol and its origin checks),
 * never anything from its URL. Opened by itself it shows the notice below and nothing else.
 */
export const SANDBOX_FRAME_DOCUMENT = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Preview</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;width:100%;height:100%;border:0}[hidden]{display:none!important}#notice{margin:2rem auto;max-width:32rem;padding:0 1rem;font:15px/1.5 system-ui,sans-serif;color:#555}</style>
</head>
<body>
<p id="notice" hidden>Nothing to preview here. Previews open from inside the app.</p>
<iframe id="page" title="Page preview" sandbox="allow-scripts allow-forms allow-popups"></iframe>
<script>
${SANDBOX_FRAME_SCRIPT}
</script>
</body>
</html>
`;
