export const HERO_CSS = `
.pc-hero{position:relative;overflow:hidden;padding:88px 0 104px;background:radial-gradient(900px 520px at 88% -8%,var(--soft2),transparent 62%),radial-gradient(760px 460px at -6% 104%,var(--soft),transparent 60%),var(--bg)}
.pc-hero::before{content:"";position:absolute;width:560px;height:560px;right:-180px;top:-220px;border-radius:50%;border:1px solid var(--border);pointer-events:none}
.pc-hero-grid{position:relative;z-index:1;display:grid;grid-template-columns:1.08fr .92fr;gap:64px;align-items:center}
.pc-hero-copy{min-width:0}
.pc-hero-aside{position:relative;min-width:0}
.pc-hero-sub{font-size:1.2rem;color:var(--muted);max-width:590px;margin-bottom:32px}
.pc-hero-jump,.pc-call-bare{display:none}
.pc-checks{display:flex;flex-wrap:wrap;gap:12px 22px;margin-bottom:22px}
.pc-checks li{display:flex;align-items:center;gap:8px;font-weight:600;font-size:.95rem;color:var(--ink)}
.pc-checks .pc-icon{width:22px;height:22px;padding:4px;border-radius:50%;stroke-width:3;color:var(--on-btn);background:var(--btn)}
.pc-rating{display:flex;flex-wrap:wrap;align-items:center;gap:10px;color:var(--muted);font-size:.95rem}
.pc-rating strong{color:var(--ink)}
.pc-hero-img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:calc(var(--r) + 6px);box-shadow:0 40px 80px -30px rgba(15,23,42,.45)}
.pc-hero--centered{background:radial-gradient(1000px 600px at 50% -20%,var(--soft2),transparent 65%),linear-gradient(180deg,var(--surface),var(--bg))}
.pc-hero--centered::before{left:50%;right:auto;margin-left:-280px;top:-320px}
.pc-hero--centered .pc-hero-grid{grid-template-columns:minmax(0,1fr);justify-items:center;text-align:center;gap:56px}
.pc-hero--centered .pc-hero-copy{max-width:860px}
.pc-hero--centered .pc-hero-sub{margin-left:auto;margin-right:auto}
.pc-hero--centered .pc-actions,.pc-hero--centered .pc-checks,.pc-hero--centered .pc-rating{justify-content:center}
.pc-hero--centered .pc-hero-aside{width:100%;max-width:760px}
.pc-hero--centered .pc-form-card{max-width:560px;margin:0 auto}
.pc-hero--bold{background:radial-gradient(800px 500px at 85% 10%,var(--glow),transparent 60%),radial-gradient(700px 500px at 0% 100%,var(--glow2),transparent 60%),var(--night);color:#fff}
.pc-hero--bold::before{border-color:rgba(255,255,255,.1)}
.pc-hero--bold .pc-h1{color:#fff}
.pc-hero--bold .pc-hero-sub,.pc-hero--bold .pc-rating{color:#e2e8f0}
.pc-hero--bold .pc-rating strong,.pc-hero--bold .pc-checks li{color:#fff}
.pc-hero--bold .pc-eyebrow{background:rgba(255,255,255,.1);color:var(--night-a)}
.pc-hero--bold .pc-btn--ghost{background:transparent;color:#fff;border-color:rgba(255,255,255,.4)}
.pc-hero--bold .pc-btn--ghost:hover{border-color:#fff;color:#fff}
.pc-hero--reverse{background:linear-gradient(120deg,var(--bg) 35%,var(--soft) 100%)}
.pc-hero--reverse .pc-hero-grid{grid-template-columns:.92fr 1.08fr}
.pc-hero--reverse .pc-hero-aside{order:-1}
.pc-hero--minimal{background:var(--bg);border-bottom:1px solid var(--border);padding-top:104px}
.pc-hero--minimal::before{display:none}
.pc-hero--minimal .pc-eyebrow{background:none;padding:0;border-left:4px solid var(--p);padding-left:12px;border-radius:0}
.pc-hero--minimal .pc-h1{font-size:clamp(2.4rem,3.6vw + 1.2rem,4.3rem)}
`;

export const VISUALS_CSS = `
.pc-float{position:absolute;z-index:2;display:flex;align-items:center;gap:10px;max-width:78%;padding:12px 16px;border-radius:16px;background:var(--card);color:var(--muted);font-size:.84rem;line-height:1.3;box-shadow:0 24px 44px -18px rgba(15,23,42,.38)}
.pc-float b{color:var(--ink);font-size:1.05rem}
.pc-float small{display:block}
.pc-float--a{left:-22px;bottom:22px}
.pc-float--b{right:-18px;top:44px}
.pc-float-icon{flex:none;width:36px;height:36px;border-radius:50%;display:grid;place-items:center;background:#dcfce7;color:#15803d}
.pc-float-icon .pc-icon{width:18px;height:18px;stroke-width:3}
.pc-mock{background:var(--card);border-radius:calc(var(--r) + 4px);overflow:hidden;box-shadow:0 40px 80px -30px rgba(15,23,42,.45),0 0 0 1px rgba(15,23,42,.06)}
.pc-mock-bar{display:flex;align-items:center;gap:6px;padding:12px 16px;background:var(--surface);border-bottom:1px solid var(--border)}
.pc-mock-bar span{width:11px;height:11px;border-radius:50%;background:#f87171}
.pc-mock-bar span:nth-child(2){background:#fbbf24}
.pc-mock-bar span:nth-child(3){background:#34d399}
.pc-mock-bar em{margin-left:12px;padding:2px 14px;border-radius:6px;border:1px solid var(--border);background:var(--card);font-style:normal;font-size:.78rem;color:var(--muted)}
.pc-dash-body{display:grid;gap:14px;padding:20px}
.pc-kpis{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
.pc-kpi{min-width:0;padding:12px 14px;border-radius:12px;border:1px solid var(--border);background:var(--surface)}
.pc-kpi b{display:block;font-size:1.3rem;color:var(--ink)}
.pc-kpi small{display:block;font-size:.72rem;color:var(--muted);overflow-wrap:break-word}
.pc-chart{display:flex;align-items:flex-end;gap:8px;height:128px;padding:14px;border-radius:12px;background:linear-gradient(180deg,var(--soft),var(--card))}
.pc-chart i{flex:1;height:var(--h);border-radius:6px 6px 2px 2px;background:linear-gradient(180deg,var(--p),var(--deep2))}
.pc-rows{display:grid;gap:8px}
.pc-row{display:flex;align-items:center;gap:10px;padding:10px 12px;border:1px solid var(--border);border-radius:10px;font-size:.86rem;font-weight:600;color:var(--ink)}
.pc-row .pc-icon{width:18px;height:18px;color:var(--link)}
.pc-row em{margin-left:auto;color:var(--ok)}
.pc-phone-wrap{position:relative;display:flex;justify-content:center;padding:12px 0}
.pc-phone{width:290px;max-width:100%;padding:12px;border-radius:46px;background:#0f172a;box-shadow:0 50px 90px -36px rgba(15,23,42,.6)}
.pc-phone-screen{display:grid;align-content:start;gap:12px;min-height:500px;padding:22px 16px 14px;border-radius:36px;background:linear-gradient(180deg,var(--soft),var(--card) 45%)}
.pc-phone-top{display:flex;justify-content:space-between;align-items:center;color:var(--ink)}
.pc-phone-top span{width:32px;height:32px;border-radius:50%;background:linear-gradient(135deg,var(--p),var(--deep2))}
.pc-phone-hero{padding:18px;border-radius:20px;color:#fff;background:linear-gradient(135deg,var(--deep),var(--deep2))}
.pc-phone-hero small{display:block;font-size:.75rem}
.pc-phone-hero b{display:block;margin:4px 0 12px;font-size:1.08rem}
.pc-phone-hero i{position:relative;display:block;height:8px;border-radius:8px;background:rgba(255,255,255,.28);overflow:hidden}
.pc-phone-hero i::after{content:"";position:absolute;inset:0 30% 0 0;border-radius:8px;background:#fff}
.pc-phone-item{display:flex;align-items:center;gap:12px;padding:12px;border-radius:16px;background:var(--bg);font-size:.86rem;color:var(--ink);box-shadow:0 6px 16px -8px rgba(15,23,42,.25)}
.pc-phone-item span{flex:none;width:36px;height:36px;border-radius:12px;display:grid;place-items:center;background:var(--soft);color:var(--link)}
.pc-phone-item .pc-icon{width:18px;height:18px}
.pc-phone-tabs{display:flex;justify-content:space-around;padding-top:10px}
.pc-phone-tabs i{width:22px;height:22px;border-radius:7px;background:var(--border)}
.pc-phone-tabs i:first-child{background:var(--p)}
.pc-phone-wrap .pc-float--a{left:0;bottom:60px}
.pc-spot{position:relative;padding:10px 0 30px}
.pc-spot-art{position:relative;display:grid;place-items:center;aspect-ratio:1/0.88;overflow:hidden;border-radius:calc(var(--r) * 1.6);background:radial-gradient(circle at 28% 18%,rgba(255,255,255,.32),transparent 42%),radial-gradient(circle at 82% 92%,rgba(255,255,255,.16),transparent 46%),linear-gradient(140deg,var(--p),var(--deep2));box-shadow:0 44px 80px -34px var(--deep)}
.pc-spot-art::before,.pc-spot-art::after{content:"";position:absolute;aspect-ratio:1;border-radius:50%;border:2px solid rgba(255,255,255,.22)}
.pc-spot-art::before{width:62%}
.pc-spot-art::after{width:92%;border-style:dashed}
.pc-spot-ring{position:relative;z-index:1;width:150px;height:150px;border-radius:50%;display:grid;place-items:center;background:var(--card);color:var(--link);box-shadow:0 24px 48px -16px rgba(0,0,0,.35)}
.pc-product{max-width:440px;margin:0 auto;overflow:hidden;border-radius:calc(var(--r) + 6px);background:var(--card);box-shadow:0 44px 80px -32px rgba(15,23,42,.45)}
.pc-product-img{position:relative;display:grid;place-items:center;aspect-ratio:1/0.8;background:radial-gradient(circle at 50% 42%,var(--card),var(--soft) 58%,var(--border))}
.pc-product-shape{width:44%;aspect-ratio:3/4;border-radius:42% 42% 18px 18px;background:linear-gradient(160deg,var(--p),var(--deep2));box-shadow:0 34px 40px -22px var(--deep),inset 0 -22px 30px rgba(0,0,0,.16)}
.pc-chip{position:absolute;top:16px;left:16px;padding:6px 12px;border-radius:999px;background:var(--ink);color:var(--bg);font-size:.75rem;font-weight:700}
.pc-product-body{display:grid;gap:8px;padding:20px 24px 24px}
.pc-product-body small{display:flex;align-items:center;gap:6px;color:var(--muted);font-size:.86rem}
.pc-product-body small .pc-icon{width:16px;height:16px}
.pc-product-body b{font-size:1.3rem;color:var(--ink)}
.pc-product-buy{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-top:4px}
.pc-product-buy strong{font-size:1.6rem;color:var(--ink)}
.pc-fake-btn{padding:10px 18px;border-radius:var(--btn-r);background:var(--btn);color:var(--on-btn);font-weight:700;font-size:.9rem;text-align:center}
.pc-listing .pc-product-img{color:#fff;background:radial-gradient(circle at 30% 20%,rgba(255,255,255,.25),transparent 45%),linear-gradient(140deg,var(--p),var(--deep2))}
.pc-facts{display:flex;flex-wrap:wrap;gap:8px 18px;padding:4px 0 10px;color:var(--muted);font-size:.9rem}
.pc-facts strong{color:var(--ink)}
.pc-ticket{display:flex;overflow:hidden;margin-bottom:20px;border-radius:var(--r);background:var(--card);box-shadow:0 30px 60px -26px rgba(15,23,42,.4)}
.pc-ticket-date{display:grid;place-content:center;min-width:112px;padding:24px;text-align:center;color:#fff;background:linear-gradient(180deg,var(--deep),var(--deep2))}
.pc-ticket-date small{font-weight:700;letter-spacing:.12em}
.pc-ticket-date b{font-size:2.6rem;line-height:1}
.pc-ticket-body{flex:1;display:grid;gap:8px;padding:20px 24px;border-left:2px dashed var(--border)}
.pc-ticket-body>small{font-size:.75rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--link)}
.pc-ticket-body b{font-size:1.3rem;color:var(--ink)}
.pc-ticket-body span{display:flex;align-items:center;gap:8px;color:var(--muted);font-size:.92rem}
.pc-ticket-body span .pc-icon{width:18px;height:18px;color:var(--link)}
.pc-meter{height:8px;margin-top:6px;overflow:hidden;border-radius:8px;background:var(--soft)}
.pc-meter i{display:block;width:var(--w);height:100%;background:linear-gradient(90deg,var(--p),var(--deep2))}
`;
