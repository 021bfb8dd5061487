/**
 * The sandbox frame: the one document the web app uses to show HTML it holds in memory
 * (a page still streaming, a builder draft, an edit in progress).
 *
 * Why not `<iframe srcdoc>` in the app? A srcdoc document inherits the app's CSP
 * (`script-src 'self'`), so a generated page's own scripts, web fonts and CDN stylesheets
 * would not run in the preview although they run once pasted into a funnel. This document is
 * served with only `sandbox allow-scripts allow-forms allow-popups` as its policy: it lives in
 * an opaque origin (it can never read the app's cookies, storage or API), and the srcdoc frame
 * it nests inherits exactly that policy and no more.
 *
 * Protocol (window.postMessage, JSON-like objects, always checked against event.source):
 * - frame -> app  {type: 'pagecraft:frame-ready'} once its script runs;
 * - app -> frame  {type: 'pagecraft:render', html} shows a document (replaces the last one);
 * - app -> frame  {type: 'pagecraft:to-page', data} is handed on to the page as a message;
 * - page -> app   any message the page posts to its parent arrives as
 *                 {type: 'pagecraft:from-page', data}. It is untrusted: the page's own scripts
 *                 can post anything, so the app validates every field.
 * Opened directly (a new tab), the frame shows the HTML carried in its URL fragment, which is
 * never sent to the server.
 */
export const SANDBOX_FRAME_DOCUMENT = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Preview</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;width:100%;height:100%;border:0}</style>
</head>
<body>
<iframe id="page" title="Page preview" sandbox="allow-scripts allow-forms allow-popups"></iframe>
<script>
(function () {
  var frame = document.getElementById('page');
  var host = window.parent !== window ? window.parent : null;
  function render(html) { frame.srcdoc = html; }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (host && event.source === host) {
      if (data.type === 'pagecraft:render' && typeof data.html === 'string') render(data.html);
      else if (data.type === 'pagecraft:to-page' && frame.contentWindow) frame.contentWindow.postMessage(data.data, '*');
    } else if (host && event.source === frame.contentWindow) {
      host.postMessage({ type: 'pagecraft:from-page', data: data }, '*');
    }
  });
  if (host) {
    host.postMessage({ type: 'pagecraft:frame-ready' }, '*');
  } else if (location.hash.length > 1) {
    try { render(decodeURIComponent(location.hash.slice(1))); } catch (error) { render('<p>Could not read this preview.</p>'); }
  }
})();
</script>
</body>
</html>
`;
