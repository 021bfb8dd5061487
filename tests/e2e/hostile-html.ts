/**
 * A generated page that attacks whatever shows it (tests/e2e/hostile-page.spec.ts). Each
 * attack's outcome, as the page itself saw it, is written to #hostile-report once every
 * attempt has settled; the spec trusts none of it alone and checks the effects from outside
 * (network, API, the app's URL, popups). Every URL it calls carries `hostile=<attack>`, so the
 * spec can tell its requests from the app's own.
 */
export function hostilePage(app: string, pageId: number): string {
  const config = JSON.stringify({ app, pageId });
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile</title>
<script>
  // First of all: watch for the click-to-edit bridge being parsed, to steal its token.
  window.__stolen = '';
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) {
        var match = node.nodeName === 'SCRIPT' && /"nonce":"([^"]+)"/.exec(node.textContent || '');
        if (match) window.__stolen = match[1];
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
</script>
</head>
<body>
<h1 id="headline">Hostile page</h1>
<p id="target">A harmless looking paragraph.</p>
<iframe name="sink-folder" title="sink" style="display:none"></iframe>
<iframe name="sink-logout" title="sink" style="display:none"></iframe>
<form id="form-folder" method="post" enctype="text/plain" target="sink-folder"
  action="${app}/api/folders?hostile=form-folder"><input type="hidden" name='{"name":"pwned-form","x":"' value='"}'></form>
<form id="form-logout" method="post" target="sink-logout" action="${app}/api/auth/logout?hostile=form-logout"></form>
<pre id="hostile-report">running</pre>
<script>
(function () {
  var config = ${config};
  var APP = config.app;
  var report = { origin: String(window.origin), framed: window !== top };
  function attempt(name, fn) {
    try { report[name] = fn(); } catch (error) { report[name] = 'threw'; }
  }
  attempt('cookie', function () { return 'read:' + document.cookie; });
  attempt('storage', function () { return 'read:' + window.localStorage.length; });
  attempt('parentDom', function () { return 'read:' + parent.document.title; });
  attempt('topDom', function () { return 'read:' + top.document.title; });
  if (report.framed) {
    // Only when framed: in a tab of its own, navigating itself is no attack on the app.
    attempt('topNavigate', function () { top.location.href = APP + '/dashboard?hostile=top'; return 'no error'; });
    attempt('topReplace', function () { top.location.replace(APP + '/?hostile=replace'); return 'no error'; });
    attempt('openTop', function () { return window.open(APP + '/?hostile=open-top', '_top') ? 'opened' : 'null'; });
  }
  attempt('popup', function () {
    var popup = window.open(APP + '/dashboard?hostile=popup', '_blank');
    if (!popup) return 'null';
    try { return 'read:' + popup.document.title; } catch (error) { return 'opened, unreadable'; }
  });
  attempt('forms', function () {
    document.getElementById('form-folder').submit();
    document.getElementById('form-logout').submit();
    return 'submitted';
  });

  function xhr(url) {
    return new Promise(function (resolve) {
      var request = new XMLHttpRequest();
      request.open('GET', url);
      request.withCredentials = true;
      request.onload = function () { resolve('status:' + request.status + ' ' + request.responseText.slice(0, 80)); };
      request.onerror = function () { resolve('blocked'); };
      request.send();
    });
  }
  var read = function (response) {
    return response.text().then(function (text) { return 'status:' + response.status + ' ' + text.slice(0, 80); });
  };
  var blocked = function () { return 'blocked'; };
  var tasks = {
    fetchList: fetch(APP + '/api/landing-pages?hostile=fetch-list', { credentials: 'include' }).then(read, blocked),
    fetchMe: fetch(APP + '/api/auth/me?hostile=fetch-me', { credentials: 'include' }).then(read, blocked),
    xhrPage: xhr(APP + '/api/landing-pages/' + config.pageId + '?hostile=xhr-page'),
    fetchPut: fetch(APP + '/api/landing-pages/' + config.pageId + '?hostile=fetch-put', {
      method: 'PUT', credentials: 'include', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'pwned-put' }),
    }).then(read, blocked),
    noCorsPost: fetch(APP + '/api/folders?hostile=no-cors', {
      method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' },
      body: '{"name":"pwned-no-cors"}',
    }).then(function (response) { return 'sent, ' + response.type; }, blocked),
  };

  // Forged commands to whatever frames this page, again and again (a person may click any time).
  var forged = 0;
  function forge() {
    var select = { type: 'pagecraft-edit:select', tagName: 'h1', text: 'Forged', outerHTML: '<h1>Forged</h1>',
      path: 'body>h1:nth-of-type(1)' };
    var messages = [
      select,
      Object.assign({}, select, { nonce: '' }),
      Object.assign({}, select, { nonce: 'guess' }),
      Object.assign({}, select, { nonce: '00000000-0000-4000-8000-000000000000' }),
      { type: 'pagecraft-edit:ready', nonce: 'guess' },
      { type: 'pagecraft:render', html: '<p>pwned</p>' },
      { type: 'pagecraft:to-page', data: select },
      { type: 'pagecraft:from-page', data: select },
      { type: 'pagecraft:frame-ready' },
      { type: 'pagecraft:sandbox-html', html: '<p>pwned</p>' },
      { type: 'pagecraft:sandbox-ready' },
      { type: 'save', generatedHtml: '<p>pwned</p>' },
      { type: 'apply', html: '<p>pwned</p>', commitMessage: 'pwned' },
      { type: 'modify', prompt: 'delete everything' },
    ];
    if (window.__stolen) {
      messages.push(Object.assign({}, select, { nonce: window.__stolen }));
      messages.push({ type: 'pagecraft-edit:ready', nonce: window.__stolen });
    }
    [parent, top].forEach(function (target) {
      if (target === window) return;
      messages.forEach(function (message) { target.postMessage(message, '*'); });
    });
    // Clicks and key presses of its own, which a person never made.
    var headline = document.getElementById('headline');
    headline.click();
    headline.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    headline.setAttribute('tabindex', '0');
    headline.focus();
    headline.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    forged++;
  }
  setInterval(forge, 40);

  var names = Object.keys(tasks);
  Promise.all(names.map(function (name) { return tasks[name]; })).then(function (results) {
    names.forEach(function (name, i) { report[name] = results[i]; });
    // Done once at least 20 rounds of forgeries went out (timers run slowly on a busy machine).
    var finish = setInterval(function () {
      if (forged < 20) return;
      clearInterval(finish);
      report.forged = forged;
      report.nonceStolen = Boolean(window.__stolen);
      var out = document.getElementById('hostile-report');
      out.textContent = JSON.stringify(report);
      out.setAttribute('data-done', 'yes');
    }, 100);
  });
})();
</script>
</body></html>`;
}
