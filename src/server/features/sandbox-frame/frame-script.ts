import { SANDBOX_MESSAGE } from '../../../shared/sandbox-frame.ts';

/**
 * The sandbox frame's only script: it takes the HTML to show from the app and from nothing else.
 *
 * Protocol (window.postMessage; SANDBOX_MESSAGE in shared/sandbox-frame.ts names the types):
 * - frame -> host  {type: 'pagecraft:sandbox-ready'} once its listener is installed, so the host
 *                  never posts into a frame that is not listening yet (no race, no retry);
 * - host -> frame  {type: 'pagecraft:sandbox-html', html} shows a document in the nested srcdoc
 *                  frame; the host may send again to update it (live previews);
 * - host -> frame  {type: 'pagecraft:to-page', data} is handed on to the shown page;
 * - page -> host   what the shown page posts to its parent arrives at a framing host as
 *                  {type: 'pagecraft:from-page', data}; it is untrusted (the page's scripts can
 *                  post anything), so the app validates every field.
 *
 * The host is the window that embeds the frame (an iframe of the app) or, for a frame that is a
 * tab of its own, the window that opened it (the unsaved preview in a new tab). A message counts
 * only if it comes from that window AND from the app's origin. Why both: this document answers
 * at the app's own address, so whatever it shows looks like the app (a login form on our domain).
 * Before this script, a link to `/sandbox-frame#<html>` rendered its fragment; now nothing of the
 * URL (fragment or query) is ever read, another site that opens or embeds the frame is not the
 * app's origin, and a sandboxed document of ours (a preview, a published page, a page shown here)
 * has the opaque origin 'null'. Opened with neither parent nor opener, the frame shows a short
 * neutral notice and listens to nobody.
 *
 * The frame's own origin is opaque (served with a CSP sandbox without allow-same-origin), but
 * `location.origin` is the origin of its URL, i.e. the app's: the host's messages carry it as
 * `event.origin`, and the frame's own messages target it, so they never reach another site's
 * window. A tab's opener is cut once it has handed over the HTML: the shown page could otherwise
 * reach the app's window as `top.opener` (it could post to it, nothing more, but it needs nothing).
 *
 * Plain ES5 in a string, not a TypeScript function shipped through toString(): the dev server
 * (tsx) compiles with keepNames, which would insert calls to a `__name` helper the browser does
 * not have. It is a function of the window, so unit tests run this very text on a fake one.
 */
export const SANDBOX_FRAME_SCRIPT = `(function (win, types) {
  'use strict';
  var doc = win.document;
  var page = doc.getElementById('page');
  var appOrigin = win.location.origin;
  var framed = win.parent !== win;
  var host = framed ? win.parent : win.opener;
  if (!page || !host) {
    var notice = doc.getElementById('notice');
    if (notice) notice.hidden = false;
    if (page) page.hidden = true;
    return;
  }
  win.addEventListener('message', function (event) {
    var shown = page.contentWindow;
    if (shown && event.source === shown) {
      if (framed) host.postMessage({ type: types.fromPage, data: event.data }, appOrigin);
      return;
    }
    if (event.origin !== appOrigin || event.source !== host) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === types.html && typeof data.html === 'string') {
      page.srcdoc = data.html;
      if (!framed) win.opener = null;
    } else if (data.type === types.toPage && shown) {
      shown.postMessage(data.data, '*');
    }
  });
  host.postMessage({ type: types.ready }, appOrigin);
})(window, ${JSON.stringify(SANDBOX_MESSAGE)});`;
