/**
 * Page-wide styles: buttons, nav, footer, top bar. Every link and button is a tap target of at
 * least 44x44 px (the page check's tap-target rule): short nav and footer labels ('FAQ', 'Book')
 * get a 44 px minimum width with their text centred; footer links also get 8 px of padding
 * taken back by a negative margin, so the touch area grows without moving the text.
 */
export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
h1,h2,h3,p,ul,ol,figure,blockquote,fieldset{margin:0;padding:0}
ul,ol{list-style:none}
img,video,iframe{max-width:100%;display:block}
img{height:auto}
a{color:var(--link)}
h1,h2,h3{font-family:var(--head);color:var(--ink);line-height:1.15;letter-spacing:var(--track);font-weight:var(--head-w)}
:focus-visible{outline:3px solid var(--p);outline-offset:3px}
.pc-container{width:100%;max-width:1160px;margin:0 auto;padding:0 24px}
.pc-narrow{max-width:840px}
.pc-section{padding:96px 0}
.pc-section--alt{background:var(--surface)}
.pc-head{text-align:center;max-width:720px;margin:0 auto 56px}
.pc-eyebrow{display:inline-flex;align-items:center;gap:8px;font-size:.78rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--link);background:var(--soft);padding:7px 14px;border-radius:999px;margin-bottom:18px}
.pc-h1{font-size:clamp(2.3rem,3.2vw + 1.2rem,3.9rem);margin-bottom:22px}
.pc-h2{font-size:clamp(1.8rem,1.8vw + 1.1rem,2.7rem);margin-bottom:16px}
.pc-h3{font-size:1.4rem}
.pc-lead{font-size:1.13rem;color:var(--muted)}
.pc-btn{display:inline-flex;align-items:center;justify-content:center;gap:10px;min-height:48px;padding:12px 26px;border-radius:var(--btn-r);font-weight:700;font-size:1rem;line-height:1.2;text-align:center;text-decoration:none;border:2px solid transparent;cursor:pointer;font-family:inherit;transition:transform .15s ease,box-shadow .15s ease,background-color .15s ease}
.pc-btn--primary{background:var(--btn);color:var(--on-btn);box-shadow:0 12px 24px -12px var(--btn)}
.pc-btn--primary:hover{background:var(--btn-h);transform:translateY(-1px);box-shadow:0 16px 30px -12px var(--btn)}
.pc-btn--ghost{background:var(--card);color:var(--ink);border-color:var(--border)}
.pc-btn--ghost:hover{border-color:var(--link);color:var(--link)}
.pc-btn--light{background:#fff;color:var(--deep);box-shadow:0 12px 30px -12px rgba(0,0,0,.5)}
.pc-btn--light:hover{transform:translateY(-1px)}
.pc-btn--lg{min-height:56px;padding:14px 30px;font-size:1.05rem}
.pc-btn--sm{min-height:44px;padding:8px 18px;font-size:.94rem}
.pc-btn--block{width:100%}
.pc-icon{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;flex:none}
.pc-icon--lg{width:34px;height:34px}
.pc-icon--xl{width:64px;height:64px;stroke-width:1.6}
.pc-stars{display:inline-flex;gap:2px;color:#f59e0b}
.pc-star{width:18px;height:18px;fill:currentColor;stroke:currentColor;stroke-width:1}
.pc-sprite{position:absolute;width:0;height:0;overflow:hidden}
.pc-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pc-nav{position:relative;z-index:50;background:var(--nav);backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid var(--border)}
.pc-nav--sticky{position:sticky;top:0}
.pc-nav-inner{display:flex;align-items:center;justify-content:space-between;gap:20px;min-height:72px}
.pc-logo{display:inline-flex;align-items:center;gap:10px;min-height:44px;min-width:0;font-weight:800;font-size:1.15rem;letter-spacing:-.01em;color:var(--ink);text-decoration:none}
.pc-logo>span:last-child{min-width:0;line-height:1.2;overflow-wrap:break-word}
.pc-logo-mark{flex:none;width:38px;height:38px;border-radius:11px;display:grid;place-items:center;color:#fff;background:linear-gradient(135deg,var(--p),var(--deep2));box-shadow:0 6px 16px -6px var(--deep)}
.pc-logo-mark .pc-icon{width:20px;height:20px}
.pc-nav-links{display:flex;gap:4px}
.pc-nav-links a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 14px;border-radius:8px;color:var(--text);font-weight:600;font-size:.95rem;text-decoration:none}
.pc-nav-links a:hover{color:var(--link);background:var(--soft)}
.pc-nav .pc-btn .pc-icon{width:18px;height:18px}
.pc-nav-call{white-space:nowrap}
.pc-nav-short{display:none}
.pc-nav-brief,.pc-nav-icon{display:none}
.pc-nav-inner>nav{flex:1 1 0;min-width:0;container-type:inline-size}
.pc-nav-links{flex-wrap:wrap;justify-content:center;row-gap:24px;height:44px;overflow:hidden}
.pc-nav-links a{white-space:nowrap}
.pc-nav-links a:focus-visible{outline-offset:-3px}
@container (max-width:150px){.pc-page .pc-nav-links{display:none}}
.pc-nav .pc-btn{flex:none}
.pc-btn{white-space:nowrap}
.pc-btn--block{white-space:normal;padding-left:16px;padding-right:16px}
.pc-topbar{background:var(--night);color:#fff;font-size:.9rem;font-weight:600;padding:10px 0;text-align:center}
.pc-topbar .pc-container{display:flex;align-items:center;justify-content:center;gap:10px}
.pc-topbar .pc-icon{width:18px;height:18px;color:var(--night-a)}
.pc-footer{background:var(--night);color:#e2e8f0;padding:64px 0 28px}
.pc-footer .pc-logo{color:#fff}
.pc-footer-top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:40px;padding-bottom:32px;border-bottom:1px solid rgba(255,255,255,.14)}
.pc-footer-brand{display:grid;gap:14px;max-width:440px}
.pc-footer-brand p{color:#cbd5e1;font-size:.95rem}
.pc-footer-contact{display:flex;align-items:center;gap:8px;color:#cbd5e1}
.pc-footer-brand{min-width:0}
.pc-footer-contact{flex-wrap:wrap}
.pc-footer-contact a{min-width:0;overflow-wrap:anywhere}
.pc-footer-contact .pc-icon{width:18px;height:18px;color:var(--night-a)}
.pc-footer a{color:#f1f5f9;text-decoration:none;display:inline-flex;align-items:center;min-width:44px;min-height:44px}
.pc-footer a:hover{text-decoration:underline}
.pc-footer-links{display:flex;flex-wrap:wrap;gap:0 22px;align-content:flex-start}
.pc-footer-links a{justify-content:center;padding:0 8px;margin:0 -8px}
.pc-footer-legal{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 20px;padding-top:16px;font-size:.88rem;color:#cbd5e1}
.pc-footer-legal p{display:flex;align-items:center}
.pc-split{display:grid;grid-template-columns:1fr 1fr;gap:64px;align-items:center}
.pc-split-copy .pc-head{text-align:left;margin:0 0 28px}
.pc-info{display:grid;gap:14px;margin-top:28px}
.pc-info li{display:flex;align-items:center;gap:14px;font-weight:500}
.pc-info li>span{min-width:0;overflow-wrap:anywhere}
.pc-info a{white-space:nowrap}
.pc-info .pc-icon{width:42px;height:42px;padding:10px;border-radius:12px;background:var(--soft);color:var(--link)}
.pc-list{display:grid;gap:10px}
.pc-list li{display:flex;align-items:flex-start;gap:10px}
.pc-list .pc-icon{width:20px;height:20px;margin-top:3px;color:var(--link);stroke-width:3}
.pc-actions{display:flex;flex-wrap:wrap;gap:14px;margin-bottom:28px}
.pc-actions--center{justify-content:center;margin-bottom:0}
`;

export const GLOBAL_CSS = `
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#fff}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
`;
