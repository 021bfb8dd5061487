import { esc, safeUrl } from '../html.ts';
import { sectionHead } from './content.ts';
import { animate, type Ctx, sectionClose, sectionId, sectionOpen } from './context.ts';
import { type Field, formCard, renderForm } from './forms.ts';
import { imageSlot, subjectOf } from './image-slots.ts';

export function renderText(ctx: Ctx, text: string, title?: string): string {
  ctx.css.add('prose');
  const paragraphs = text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('');
  const id = sectionId(ctx, 'about');
  return `${sectionOpen(ctx, id, '')}<div class="pc-container pc-narrow pc-prose${animate(ctx)}">${
    title ? `<h2 class="pc-h2">${esc(title)}</h2>` : ''
  }${paragraphs}</div>${sectionClose(ctx, id)}`;
}

export function renderImage(ctx: Ctx, url: unknown, title?: string): string {
  ctx.css.add('media');
  const src = safeUrl(url, true);
  const id = sectionId(ctx, 'image');
  const figure = src
    ? `<img src="${esc(src)}" alt="${esc(title ?? ctx.brief.brand)}" loading="lazy">`
    : imageSlot(ctx, {
        kind: 'gallery',
        alt: title ?? subjectOf(ctx),
        label: ctx.t.photo.of(title ?? subjectOf(ctx)),
      });
  return `${sectionOpen(ctx, id, '')}<div class="pc-container"><figure class="pc-media${animate(ctx)}">${figure}${
    title ? `<figcaption>${esc(title)}</figcaption>` : ''
  }</figure></div>${sectionClose(ctx, id)}`;
}

/** YouTube and Vimeo become privacy-friendly embeds, direct files a <video>, anything else a link. */
function videoEmbed(ctx: Ctx, url: string | null, title: string): string {
  if (url) {
    const yt = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,15})/.exec(url);
    if (yt) {
      return `<iframe src="https://www.youtube-nocookie.com/embed/${yt[1]}" title="${esc(title)}" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
    }
    const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
    if (vimeo)
      return `<iframe src="https://player.vimeo.com/video/${vimeo[1]}" title="${esc(title)}" loading="lazy" allowfullscreen></iframe>`;
    if (/\.(mp4|webm|ogg)(\?|$)/i.test(url))
      return `<video src="${esc(url)}" controls preload="metadata" title="${esc(title)}"></video>`;
    return `<a class="pc-video-link" href="${esc(url)}">${esc(ctx.t.media.watchVideo)}</a>`;
  }
  return '<div class="pc-video-ph" aria-hidden="true"><span class="pc-play"></span></div>';
}

export function renderVideo(ctx: Ctx, url: unknown, title?: string, description?: string): string {
  ctx.css.add('media');
  const id = sectionId(ctx, 'video');
  const heading = title ?? ctx.t.media.inAction(ctx.brief.brand);
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container">${sectionHead(ctx, ctx.t.media.watchEyebrow, heading, description)}<div class="pc-video${animate(
    ctx,
  )}">${videoEmbed(ctx, safeUrl(url), heading)}</div></div>${sectionClose(ctx, id)}`;
}

export function renderFormSection(
  ctx: Ctx,
  fields: Field[] | undefined,
  submit: string,
  title?: string,
): string {
  ctx.css.add('booking');
  const id = sectionId(ctx, ctx.ids.has('contact') ? 'contact' : 'contact');
  const t = ctx.t.media;
  const heading = title ?? t.contactTitle;
  const form = renderForm(ctx, {
    kind: 'contact',
    fields: fields?.length ? fields : undefined,
    submit,
    label: heading,
  });
  return `${sectionOpen(ctx, id, 'pc-section--alt')}<div class="pc-container pc-narrow">${sectionHead(
    ctx,
    t.contactEyebrow,
    heading,
    t.contactLead,
  )}${formCard(t.sendMessage, '', form, 'h3')}</div>${sectionClose(ctx, id)}`;
}
