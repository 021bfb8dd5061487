import { scopeCss } from '../styles/scope.ts';

/**
 * Styles for sections added by the modify engine. They live in a <style> inside the section,
 * are scoped to .pcx-section, and read the page's palette variables when the page has them
 * (our own pages), falling back to colours detected in the page.
 *
 * Every rule is prefixed with .pcx-section so it out-ranks host rules such as `.pc-page a` or
 * `.entry-content h2`, and the root resets layout properties a theme may set on `section`.
 */
export function snippetCss(colour: string, onColour: string): string {
  const root = `.pcx-section{display:block;float:none;width:auto;max-width:none;margin:0;padding:80px 0;border:0;background:#fff;color:#1e293b;font-family:inherit;font-size:17px;line-height:1.6;text-align:left;box-sizing:border-box}.pcx-section.pcx-alt{background:#f8fafc}`;
  const band = `.pcx-section.pcx-band{background:var(--btn,${colour});color:var(--on-btn,${onColour})}`;
  return root + band + scopeCss(rules(colour, onColour), '.pcx-section');
}

function rules(colour: string, onColour: string): string {
  const c = `var(--btn,${colour})`;
  const on = `var(--on-btn,${onColour})`;
  return [
    `*{box-sizing:border-box}`,
    `h2,h3,p,ul,figure,blockquote{margin:0;padding:0}`,
    `.pcx-wrap{width:100%;max-width:1120px;margin:0 auto;padding:0 24px}`,
    `.pcx-narrow{max-width:820px}`,
    `.pcx-prose p{margin:0 0 16px;font-size:1.1rem;color:#334155}`,
    `.pcx-center{margin-top:28px;text-align:center}`,
    `.pcx-title{margin:0 0 12px;text-align:center;font-size:clamp(1.7rem,2vw + 1rem,2.5rem);line-height:1.2;color:#0f172a}`,
    `.pcx-lead{margin:0 auto 44px;max-width:640px;text-align:center;font-size:1.1rem;color:#475569}`,
    `.pcx-grid{display:grid;gap:22px;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}`,
    `.pcx-card{margin:0;padding:28px;border:1px solid #e2e8f0;border-radius:16px;background:#fff;box-shadow:0 12px 30px -18px rgba(15,23,42,.25)}`,
    `.pcx-card h3{margin:0 0 8px;font-size:1.15rem;color:#0f172a}`,
    `.pcx-card p{margin:0;color:#475569}`,
    `.pcx-mark{display:inline-grid;place-items:center;width:44px;height:44px;margin-bottom:16px;border-radius:12px;background:${c};color:${on};font-weight:800}`,
    `.pcx-stars{color:#b45309;letter-spacing:2px;margin-bottom:10px}`,
    `.pcx-who{margin-top:16px;font-weight:700;color:#0f172a}`,
    `.pcx-who small{display:block;font-weight:400;color:#64748b}`,
    `.pcx-faq details{margin-bottom:12px;padding:0 22px;border:1px solid #e2e8f0;border-radius:12px;background:#fff}`,
    `.pcx-faq summary{display:flex;align-items:center;min-height:60px;cursor:pointer;font-weight:700;color:#0f172a}`,
    `.pcx-faq details p{margin:0;padding:0 0 20px;color:#475569}`,
    `.pcx-price{margin:8px 0 16px;font-size:2.4rem;font-weight:800;color:#0f172a}`,
    `.pcx-price small{font-size:1rem;font-weight:400;color:#64748b}`,
    `.pcx-list{margin:0 0 20px;padding:0;list-style:none}`,
    `.pcx-list li{padding:6px 0 6px 26px;position:relative;color:#334155}`,
    `.pcx-list li::before{content:"✓";position:absolute;left:0;font-weight:800;color:${c}}`,
    `.pcx-btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 26px;border:0;border-radius:999px;background:${c};color:${on};font:inherit;font-weight:700;text-decoration:none;cursor:pointer}`,
    `.pcx-featured{border:2px solid ${c}}`,
    `.pcx-band-inner{text-align:center}`,
    `.pcx-band-inner .pcx-title,.pcx-band-inner .pcx-lead{color:${on}}`,
    `.pcx-band-inner .pcx-btn{background:#fff;color:#0f172a}`,
    `.pcx-stats{display:grid;gap:20px;grid-template-columns:repeat(auto-fit,minmax(min(100%,180px),1fr));text-align:center}`,
    `.pcx-stats strong{display:block;font-size:2.4rem;line-height:1.1}`,
    `.pcx-guarantee{display:flex;flex-wrap:wrap;gap:24px;align-items:center;padding:36px;border:2px dashed #cbd5e1;border-radius:20px;background:#fff}`,
    `.pcx-guarantee .pcx-mark{width:72px;height:72px;margin:0;border-radius:50%;font-size:1.6rem}`,
    `.pcx-guarantee h2{margin:0 0 6px;color:#0f172a}`,
    `.pcx-guarantee>div{flex:1 1 260px}`,
    `.pcx-guarantee p{margin:0;color:#475569}`,
    `.pcx-form{display:grid;gap:14px;padding:32px;border:1px solid #e2e8f0;border-radius:18px;background:#fff;box-shadow:0 24px 50px -30px rgba(15,23,42,.4)}`,
    `.pcx-form label{display:block;margin-bottom:6px;font-weight:600;color:#0f172a}`,
    `.pcx-form input,.pcx-form textarea{width:100%;min-height:48px;padding:12px 14px;border:1.5px solid #94a3b8;border-radius:10px;font:inherit;color:#0f172a;background:#fff}`,
    `.pcx-form textarea{min-height:110px}`,
    `@media (max-width:600px){.pcx-wrap{padding:0 18px}.pcx-card,.pcx-form{padding:22px}}`,
  ].join('');
}
