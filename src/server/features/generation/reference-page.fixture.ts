/** A realistic small business page with every kind of noise a summary must leave out. */
export const fixturePage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>
    Acme Roofing | Fast, Fair Roof Repair
  </title>
  <meta name="description" content="Family-owned roofers serving Springfield since 1998.">
  <meta name="theme-color" content="#0EA5E9">
  <style>
    /* #abcdef in a comment must not count */
    #cafe, .btn:hover { color: #0ea5e9; background: #FFF; }
    .hero { background-color: rgb(15, 23, 42); border-color: #0ea5e9; }
    .cta { background: #f97316; color: #fff; box-shadow: 0 0 4px rgba(0,0,0,0); }
    @media (max-width: 600px) { .cta { background: #F97316; } }
    .icon { fill: url(#bad); }
  </style>
  <script>window.tracking = "SECRET_SCRIPT_TEXT";</script>
</head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About us NAVTEXT</a></nav>
  <header style="background:#0f172a">
    <h1>Roof repair <em>done right</em></h1>
  </header>
  <main>
    <section>
      <h2>Why homeowners choose us</h2>
      <p>We answer the phone.</p><p>We show up on time.</p>
      <div hidden>HIDDEN_TEXT</div>
      <noscript>NOSCRIPT_TEXT</noscript>
      <span style="color: #f97316">Free inspections</span>
    </section>
    <section>
      <h3>Services</h3>
      <ul><li>Leak repair</li><li>Full replacement</li></ul>
      <h2>Why homeowners choose us</h2>
    </section>
  </main>
  <footer>Copyright FOOTERTEXT</footer>
  <svg><title>svg title</title></svg>
</body>
</html>`;
