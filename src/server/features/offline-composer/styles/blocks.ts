/** Section styles keyed by the chunk names the renderers register in ctx.css. */
export const BLOCK_CSS: Record<string, string> = {
  cards: `
.pc-grid{display:grid;gap:24px;grid-template-columns:repeat(3,minmax(0,1fr))}
.pc-grid--2{grid-template-columns:repeat(2,minmax(0,1fr))}
.pc-grid--1{grid-template-columns:minmax(0,1fr);max-width:640px;margin-inline:auto}
.pc-card{position:relative;padding:32px;border-radius:var(--r);background:var(--card);transition:transform .2s ease,box-shadow .2s ease}
.pc-card:hover{transform:translateY(-4px)}
.pc-card h3{font-size:1.2rem;margin-bottom:10px}
.pc-card p{color:var(--muted)}
.pc-card-icon{width:54px;height:54px;margin-bottom:22px;border-radius:15px;display:grid;place-items:center;background:var(--soft);color:var(--link)}
.pc-page.pc-cards-elevated .pc-card{box-shadow:0 1px 2px rgba(15,23,42,.06),0 14px 34px -14px rgba(15,23,42,.2)}
.pc-page.pc-cards-elevated .pc-card:hover{box-shadow:0 2px 4px rgba(15,23,42,.06),0 24px 44px -16px rgba(15,23,42,.28)}
.pc-page.pc-cards-outline .pc-card{border:1px solid var(--border)}
.pc-page.pc-cards-outline .pc-card:hover{border-color:var(--p)}
.pc-page.pc-cards-tinted .pc-card{background:var(--surface);border:1px solid var(--border)}
.pc-page.pc-cards-tinted .pc-section--alt .pc-card{background:var(--card)}
.pc-page.pc-cards-tinted .pc-card-icon{background:var(--btn);color:var(--on-btn)}
.pc-page.pc-cards-accent .pc-card{border:1px solid var(--border);border-top:4px solid var(--p);box-shadow:0 10px 30px -18px rgba(15,23,42,.25)}
`,
  slots: `
.pc-slot{display:block;width:100%;height:auto;max-width:100%;border-radius:var(--r);object-fit:cover;background:var(--card)}
.pc-hero-photo{aspect-ratio:4/3;box-shadow:0 30px 60px -30px rgba(15,23,42,.45)}
.pc-team{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(150px,100%),1fr));gap:20px;max-width:960px;margin:0 auto}
.pc-person{margin:0;text-align:center}
.pc-person .pc-slot{aspect-ratio:4/5;margin-bottom:14px}
.pc-person figcaption strong{display:block;color:var(--ink)}
.pc-person figcaption span{color:var(--muted);font-size:.95rem}
.pc-team--one{max-width:300px}
.pc-ba{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));gap:28px}
.pc-ba-pair{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:0}
.pc-ba-pair figcaption{grid-column:1/-1;color:var(--muted);font-size:.92rem;text-align:center}
.pc-gallery .pc-slot{aspect-ratio:4/3}
.pc-wide-photo{margin:0 auto 40px;max-width:960px}
.pc-wide-photo .pc-slot{aspect-ratio:16/7}
`,
  prices: `
.pc-hero-prices{margin:0 0 20px;font-size:1.02rem;color:var(--text)}
.pc-hero-prices strong{color:var(--ink)}
`,
  placeholders: `
.pc-ph{outline:2px dashed currentColor;outline-offset:2px;border-radius:4px;background:var(--ph)}
.pc-quote.pc-ph{outline-offset:-6px}
.pc-logo .pc-ph{white-space:nowrap;font-size:.8em}
.pc-quote.pc-ph blockquote p{font-style:italic;color:var(--muted)}
`,
  quotes: `
.pc-quote{display:flex;flex-direction:column;gap:18px;margin:0}
.pc-quote blockquote p{font-size:1.05rem;color:var(--text)}
.pc-quote figcaption{display:flex;align-items:center;gap:12px;margin-top:auto}
.pc-quote strong{display:block;color:var(--ink)}
.pc-quote small{display:block;color:var(--muted);font-size:.86rem}
.pc-avatar{flex:none;width:46px;height:46px;border-radius:50%;display:grid;place-items:center;font-weight:800;font-size:.9rem;color:#fff;background:linear-gradient(135deg,var(--deep),var(--deep2))}
`,
  steps: `
.pc-steps{position:relative;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:32px}
.pc-steps::before{content:"";position:absolute;top:29px;left:17%;right:17%;border-top:2px dashed var(--border)}
.pc-step{position:relative;padding:0 12px;text-align:center}
.pc-step-num{position:relative;width:58px;height:58px;margin:0 auto 22px;border-radius:50%;display:grid;place-items:center;font-weight:800;font-size:1.3rem;color:var(--on-btn);background:var(--btn);box-shadow:0 0 0 8px var(--soft)}
.pc-step h3{font-size:1.2rem;margin-bottom:8px}
.pc-step p{color:var(--muted)}
`,
  stats: `
.pc-band{padding:72px 0;color:#fff;background:radial-gradient(700px 300px at 90% 0%,rgba(255,255,255,.12),transparent 60%),linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-band-title{margin-bottom:36px;text-align:center;font-size:1rem;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:#fff}
.pc-stats{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:24px;text-align:center}
.pc-stat strong{display:block;font-size:clamp(2rem,2.4vw + 1rem,3rem);font-weight:800;line-height:1.1;letter-spacing:-.02em;color:#fff}
.pc-stat span{color:#fff;font-size:.98rem}
.pc-stat{min-width:0;overflow-wrap:break-word}
`,
  logos: `
.pc-logos{padding:44px 0;border-bottom:1px solid var(--border)}
.pc-logos-title{margin-bottom:22px;text-align:center;font-family:inherit;font-size:.82rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.pc-logo-row{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:18px 48px}
.pc-logo-word{font-weight:800;font-size:1.15rem;letter-spacing:-.01em;color:var(--muted)}
.pc-logo-word--2{font-family:Georgia,"Times New Roman",serif;font-style:italic;font-weight:700}
.pc-logo-word--3{font-size:.95rem;letter-spacing:.14em;text-transform:uppercase}
`,
  faq: `
.pc-faq{display:grid;gap:12px}
.pc-faq-item{padding:0 24px;border:1px solid var(--border);border-radius:calc(var(--r) * .75);background:var(--card)}
.pc-faq-item summary{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px;cursor:pointer;list-style:none;font-weight:700;font-size:1.05rem;color:var(--ink)}
.pc-faq-item summary::-webkit-details-marker{display:none}
.pc-faq-item summary::after{content:"+";flex:none;font-size:1.6rem;font-weight:400;line-height:1;color:var(--link);transition:transform .2s ease}
.pc-faq-item[open] summary::after{transform:rotate(45deg)}
.pc-faq-item p{padding:0 0 22px;color:var(--muted)}
`,
  pricing: `
.pc-plans{display:grid;gap:24px;grid-template-columns:repeat(3,minmax(0,1fr));align-items:stretch}
.pc-plans--1{grid-template-columns:minmax(0,420px);justify-content:center}
.pc-plans--2{grid-template-columns:repeat(2,minmax(0,400px));justify-content:center}
.pc-plans--4{grid-template-columns:repeat(2,minmax(0,420px));justify-content:center}
.pc-plan{position:relative;display:flex;flex-direction:column;gap:18px;padding:38px 28px 30px;border:1px solid var(--border);border-radius:var(--r);background:var(--card)}
.pc-plan .pc-btn{padding-left:14px;padding-right:14px}
.pc-plan .pc-list{flex:1}
.pc-plan--featured{border:2px solid var(--p);box-shadow:0 34px 64px -30px var(--deep);transform:translateY(-10px)}
.pc-plan-badge{position:absolute;top:-15px;left:50%;transform:translateX(-50%);padding:6px 14px;border-radius:999px;white-space:nowrap;font-size:.74rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--on-btn);background:var(--btn)}
.pc-plan h3{font-size:1.15rem}
.pc-price strong{font-size:2.6rem;font-weight:800;letter-spacing:-.03em;color:var(--ink)}
.pc-price span{margin-left:4px;color:var(--muted)}
.pc-price-was{margin:-4px 0 8px;color:var(--muted);font-size:.9rem}
`,
  offer: `
.pc-offer{display:grid;grid-template-columns:1.15fr .85fr;gap:48px;align-items:center;padding:56px;border:1px solid var(--border);border-radius:calc(var(--r) * 1.5);background:var(--card);box-shadow:0 30px 70px -40px rgba(15,23,42,.4)}
.pc-offer .pc-lead{margin-bottom:22px}
.pc-offer-card{display:grid;gap:16px;padding:32px;text-align:center;border:1px solid var(--border);border-radius:var(--r);background:linear-gradient(160deg,var(--soft),var(--card))}
.pc-offer-price small{display:block;font-weight:600;color:var(--muted)}
.pc-offer-price strong{font-size:3.2rem;font-weight:800;letter-spacing:-.03em;color:var(--ink)}
.pc-offer-note{display:flex;align-items:center;justify-content:center;gap:8px;font-size:.88rem;color:var(--muted)}
.pc-offer-note .pc-icon{width:18px;height:18px}
`,
  guarantee: `
.pc-guarantee{display:flex;align-items:center;gap:30px;padding:40px;border:2px dashed var(--border);border-radius:calc(var(--r) * 1.25);background:linear-gradient(135deg,var(--soft),var(--card))}
.pc-guarantee h2{margin-bottom:8px}
.pc-guarantee p{color:var(--muted)}
.pc-guarantee-seal{flex:none;width:92px;height:92px;border-radius:50%;display:grid;place-items:center;color:var(--on-btn);background:var(--btn);box-shadow:0 0 0 8px var(--card),0 0 0 10px var(--border)}
`,
  cta: `
.pc-cta{text-align:center;color:#fff;background:radial-gradient(800px 400px at 15% 0%,rgba(255,255,255,.14),transparent 60%),radial-gradient(600px 400px at 100% 100%,rgba(0,0,0,.18),transparent 60%),linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-cta .pc-h2{color:#fff}
.pc-cta .pc-lead{max-width:640px;margin:0 auto 32px;color:#fff}
.pc-cta-inner{max-width:880px}
.pc-cta-form{max-width:520px;margin:0 auto}
`,
  countdown: `
.pc-urgency{padding:56px 0;color:#fff;background:var(--night)}
.pc-urgency-inner{display:grid;justify-items:center;gap:20px;text-align:center}
.pc-urgency .pc-h3{display:flex;align-items:center;gap:10px;color:#fff}
.pc-urgency .pc-h3 .pc-icon{color:var(--night-a)}
.pc-countdown-end{color:#fff}
.pc-countdown{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.pc-countdown div{min-width:78px;padding:12px;border-radius:12px;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.18)}
.pc-countdown strong{display:block;font-size:2rem;font-variant-numeric:tabular-nums;color:#fff}
.pc-countdown small{font-size:.74rem;letter-spacing:.08em;text-transform:uppercase;color:#fff}
`,
  app: `
.pc-stores{display:flex;flex-wrap:wrap;justify-content:center;gap:16px}
.pc-store{display:inline-flex;flex-direction:column;justify-content:center;min-width:196px;min-height:58px;padding:8px 22px;border-radius:14px;border:1px solid rgba(255,255,255,.3);background:#0b0f19;color:#fff;line-height:1.15;text-align:left;text-decoration:none}
.pc-store small{font-size:.72rem}
.pc-store strong{font-size:1.25rem}
`,
  gallery: `
.pc-gallery{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px}
.pc-tile{position:relative;margin:0;overflow:hidden;aspect-ratio:4/3;border-radius:var(--r)}
.pc-tile img{width:100%;height:100%;object-fit:cover}
.pc-tile--art{display:grid;place-items:center;color:#fff;background:radial-gradient(circle at 30% 20%,rgba(255,255,255,.22),transparent 45%),linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-tile--2{background:radial-gradient(circle at 70% 30%,rgba(255,255,255,.2),transparent 45%),linear-gradient(200deg,var(--deep2),var(--night))}
.pc-tile--3{background:radial-gradient(circle at 40% 80%,rgba(255,255,255,.18),transparent 45%),linear-gradient(135deg,var(--night),var(--deep))}
.pc-tile figcaption{position:absolute;left:0;right:0;bottom:0;padding:14px 16px;font-weight:700;color:#fff;background:linear-gradient(0deg,rgba(0,0,0,.6),transparent)}
`,
  prose: `
.pc-prose p{margin-bottom:16px;font-size:1.1rem}
.pc-prose p:last-child{margin-bottom:0}
`,
  media: `
.pc-media{text-align:center}
.pc-media img{margin:0 auto;border-radius:var(--r);box-shadow:0 30px 60px -30px rgba(15,23,42,.4)}
.pc-media figcaption{margin-top:12px;color:var(--muted)}
.pc-media-art{display:grid;place-items:center;aspect-ratio:16/7;border-radius:var(--r);color:#fff;background:linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-video{max-width:900px;margin:0 auto;aspect-ratio:16/9;overflow:hidden;border-radius:var(--r);background:var(--night);box-shadow:0 30px 60px -30px rgba(15,23,42,.5)}
.pc-video iframe,.pc-video video{width:100%;height:100%;border:0}
.pc-video-ph,.pc-video-link{display:grid;place-items:center;width:100%;height:100%;color:#fff;font-weight:700;background:radial-gradient(circle,var(--deep2),var(--night))}
.pc-play{position:relative;width:84px;height:84px;border-radius:50%;background:#fff}
.pc-play::after{content:"";position:absolute;left:34px;top:26px;border-left:24px solid var(--deep);border-top:16px solid transparent;border-bottom:16px solid transparent}
`,
};
