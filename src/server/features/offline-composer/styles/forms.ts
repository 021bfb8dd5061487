export const FORM_CSS: Record<string, string> = {
  forms: `
.pc-form-card{padding:32px;border-radius:calc(var(--r) + 4px);background:var(--card);color:var(--text);text-align:left;box-shadow:0 34px 70px -32px rgba(15,23,42,.45),0 0 0 1px rgba(15,23,42,.06)}
.pc-form-title{margin-bottom:6px;font-size:1.4rem}
.pc-form-text{margin-bottom:20px;font-size:.97rem;color:var(--muted)}
.pc-form-title+.pc-form{margin-top:18px}
.pc-fields{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:14px 16px;margin-bottom:18px}
.pc-field{display:grid;gap:6px;min-width:0;grid-column:1/-1;border:0;padding:0;margin:0}
.pc-fields--2 .pc-field{grid-column:auto}
.pc-fields--2 .pc-field--wide{grid-column:1/-1}
.pc-field label,.pc-field legend{padding:0;font-weight:600;font-size:.9rem;color:var(--ink)}
.pc-field legend{margin-bottom:8px}
.pc-field input,.pc-field select,.pc-field textarea{width:100%;min-height:50px;padding:12px 14px;border:1.5px solid var(--field);border-radius:10px;background:var(--bg);color:var(--ink);font:inherit;font-size:1rem;transition:border-color .15s ease,box-shadow .15s ease}
.pc-field textarea{min-height:100px;resize:vertical}
.pc-field input:focus,.pc-field select:focus,.pc-field textarea:focus{outline:none;border-color:var(--p);box-shadow:0 0 0 4px var(--soft2)}
.pc-choices{display:flex;flex-wrap:wrap;gap:10px}
.pc-choice{position:relative}
.pc-choice input{position:absolute;opacity:0;width:1px;height:1px}
.pc-choice label{display:inline-flex;align-items:center;justify-content:center;min-width:60px;min-height:48px;padding:10px 18px;border:1.5px solid var(--field);border-radius:10px;background:var(--bg);font-weight:700;color:var(--ink);cursor:pointer}
.pc-choice input:checked+label{border-color:var(--btn);background:var(--btn);color:var(--on-btn)}
.pc-choice input:focus-visible+label{outline:3px solid var(--p);outline-offset:2px}
.pc-privacy{display:flex;align-items:center;justify-content:center;gap:8px;margin-top:14px;font-size:.84rem;color:var(--muted);text-align:center}
.pc-privacy .pc-icon{width:16px;height:16px}
.pc-hero--bold .pc-form-card{box-shadow:0 40px 80px -30px rgba(0,0,0,.7)}
`,
  booking: `
.pc-split .pc-form-card{box-shadow:0 30px 60px -34px rgba(15,23,42,.4),0 0 0 1px rgba(15,23,42,.06)}
`,
  chat: `
.pc-chat{overflow:hidden;border:1px solid var(--border);border-radius:calc(var(--r) + 4px);background:var(--card);box-shadow:0 34px 70px -34px rgba(15,23,42,.45)}
.pc-chat-head{display:flex;align-items:center;gap:12px;padding:16px 20px;color:#fff;background:linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-chat-head .pc-icon{width:40px;height:40px;padding:8px;border-radius:50%;background:rgba(255,255,255,.16)}
.pc-chat-head strong,.pc-chat-head small{display:block}
.pc-chat-log{display:grid;gap:12px;padding:22px;background:var(--surface)}
.pc-bubble{max-width:84%;padding:12px 16px;border-radius:18px;font-size:.95rem;line-height:1.45}
.pc-bubble--bot{justify-self:start;border:1px solid var(--border);border-bottom-left-radius:6px;background:var(--card);color:var(--text)}
.pc-bubble--user{justify-self:end;border-bottom-right-radius:6px;background:var(--btn);color:var(--on-btn)}
`,
  event: `
.pc-agenda{display:grid;gap:12px}
.pc-agenda li{display:flex;gap:20px;padding:18px 20px;border:1px solid var(--border);border-radius:var(--r);background:var(--card)}
.pc-time{flex:none;min-width:52px;font-weight:800;font-variant-numeric:tabular-nums;color:var(--link)}
.pc-agenda h3{margin-bottom:4px;font-size:1.05rem}
.pc-agenda p{font-size:.95rem;color:var(--muted)}
.pc-event-aside{min-width:0}
`,
};

export const RESPONSIVE_CSS = `
@media (min-width:769px) and (max-width:1100px){
.pc-plans:not(.pc-plans--1):not(.pc-plans--2){grid-template-columns:repeat(2,minmax(0,1fr))}
.pc-plans:not(.pc-plans--1):not(.pc-plans--2)>.pc-plan:last-child:nth-child(odd){grid-column:1/-1;justify-self:center;width:calc(50% - 12px)}
.pc-hero-grid{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:40px}
.pc-split{gap:40px}
.pc-form-card{padding:26px 20px}
.pc-form-card .pc-btn--lg{font-size:1rem}
.pc-offer{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:32px;padding:40px 32px}
.pc-offer-card{padding:24px 20px}
}
@media (min-width:769px) and (max-width:900px){
.pc-offer{grid-template-columns:minmax(0,1fr)}
}
@media (max-width:768px){
.pc-section{padding:64px 0}
.pc-hero,.pc-hero--minimal{padding:48px 0 64px}
.pc-hero-grid,.pc-hero--reverse .pc-hero-grid,.pc-split,.pc-offer{grid-template-columns:minmax(0,1fr);gap:40px}
.pc-hero--reverse .pc-hero-aside{order:0}
.pc-hero-jump{display:flex}
.pc-grid,.pc-grid--2,.pc-steps,.pc-plans,.pc-plans--2,.pc-plans--4{grid-template-columns:minmax(0,1fr)}
.pc-steps::before{display:none}
.pc-stats,.pc-gallery{grid-template-columns:repeat(2,minmax(0,1fr))}
.pc-nav-links,.pc-nav-inner>nav{display:none}
.pc-logo{font-size:1.05rem}
.pc-plan--featured{transform:none}
.pc-offer{padding:32px 24px}
.pc-head{margin-bottom:40px}
.pc-float--a{left:8px}
.pc-float--b{right:8px}
.pc-fields--2{grid-template-columns:minmax(0,1fr)}
.pc-fields--2 .pc-field{grid-column:1/-1}
}
@media (max-width:600px){
.pc-nav-long,.pc-nav-num{display:none}
.pc-nav-brief,.pc-nav-short{display:inline}
.pc-nav .pc-btn{gap:6px;padding:8px 12px;font-size:.86rem}
.pc-nav[style] .pc-logo{font-size:clamp(.75rem,calc((100vw - var(--pc-fix,116px) - var(--pc-btn)) / var(--pc-name)),1rem)}
}
@media (max-width:480px){
.pc-container{padding:0 18px}
.pc-h1,.pc-hero--minimal .pc-h1{font-size:1.9rem;margin-bottom:16px}
.pc-hero,.pc-hero--minimal{padding:32px 0 56px}
.pc-h2{font-size:1.7rem}
.pc-hero-sub{font-size:1rem;margin-bottom:24px}
.pc-hero-copy:has(.pc-actions--lead){display:flex;flex-direction:column}
.pc-hero-copy>.pc-eyebrow{align-self:flex-start}
.pc-hero--centered .pc-eyebrow{align-self:center}
.pc-hero-copy>.pc-eyebrow,.pc-hero-copy>.pc-h1{order:-2}
.pc-actions--lead{order:-1}
.pc-actions .pc-btn{width:100%}
.pc-card,.pc-form-card,.pc-plan{padding:24px 20px}
.pc-guarantee{flex-direction:column;text-align:center;padding:28px 20px}
.pc-kpis{grid-template-columns:repeat(2,minmax(0,1fr))}
.pc-kpi:nth-child(3),.pc-float--b{display:none}
.pc-nav-inner{gap:10px;min-height:64px}
.pc-logo{font-size:1rem}
.pc-logo{font-size:clamp(.875rem,4.6vw,1rem)}
.pc-nav{--pc-fix:94px}
.pc-btn{padding-left:16px;padding-right:16px}
.pc-btn--lg{font-size:1rem}
.pc-actions .pc-btn{white-space:normal}
.pc-ticket{flex-direction:column}
.pc-ticket-body{border-left:0;border-top:2px dashed var(--border)}
.pc-store{width:100%}
.pc-countdown div{min-width:64px}
.pc-stat strong{font-size:1.8rem}
.pc-gallery{grid-template-columns:minmax(0,1fr)}
.pc-phone-screen{min-height:420px}
.pc-faq-item{padding:0 18px}
}
@media (max-width:400px){
.pc-container{padding:0 14px}
.pc-logo-mark{display:none}
.pc-nav{--pc-fix:38px}
.pc-btn{font-size:.9rem}
.pc-btn--block{padding-left:12px;padding-right:12px}
.pc-card,.pc-form-card,.pc-plan{padding:22px 14px}
}
@media (max-width:359px){
.pc-call-full{display:none}
.pc-call-bare{display:inline;white-space:nowrap}
.pc-nav--tight .pc-nav-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pc-nav--tight .pc-nav-icon{display:block}
.pc-nav--tight .pc-logo{--pc-btn:46px}
}
`;

export const MOTION_CSS = `
@keyframes pc-fade-up{from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}}
@keyframes pc-bob{0%,100%{transform:translateY(0)}50%{transform:translateY(-8px)}}
.pc-reveal{animation:pc-fade-up .8s cubic-bezier(.2,.7,.2,1) both}
.pc-d1{animation-delay:.08s}
.pc-d2{animation-delay:.18s}
.pc-d3{animation-delay:.28s}
.pc-d4{animation-delay:.38s}
.pc-float{animation:pc-bob 6s ease-in-out infinite}
.pc-float--b{animation-delay:-3s}
`;

export const REDUCED_MOTION_CSS = `
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;
