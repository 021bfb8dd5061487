/**
 * The frames of the hero's 'Watch Demo' walkthrough: real screenshots of the app, captured by
 * `node scripts/capture-demo.mjs` (it drives the app in Chromium on a fresh database) into
 * src/web/public/demo/. The captions are product copy, written here by hand: when the script's
 * steps change, check that each caption and alt text still says what its picture shows.
 */
export interface DemoFrame {
  /** Public URL of the WebP (served from the web root). */
  src: string;
  /** Short name of the step, also the name of its dot button. */
  title: string;
  caption: string;
  /** What the screenshot shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

// The capture script's viewport: every frame has the same size, so the dialog never resizes.
const WIDTH = 1280;
const HEIGHT = 800;

export const DEMO_FRAMES: readonly DemoFrame[] = [
  {
    src: '/demo/demo-1-describe.webp',
    title: 'Describe your offer',
    caption: 'Say who the page is for and what it offers, then pick the industry, goal and tone.',
    alt: 'The Pagecraft generator with a prompt typed in for Bright Smile Dental, a family dentist offering a free teeth-whitening consultation, beside the options: mobile responsive, funnel form and animations switched on, GoHighLevel as the platform and Healthcare as the industry.',
    width: WIDTH,
    height: HEIGHT,
  },
  {
    src: '/demo/demo-2-streaming.webp',
    title: 'Watch it write the page',
    caption: 'The AI explains its plan in the chat while the HTML streams into the code panel.',
    alt: 'The generator while it writes: the chat describes the dental landing page being built, and the code panel, marked Writing…, fills with the page’s CSS line by line.',
    width: WIDTH,
    height: HEIGHT,
  },
  {
    src: '/demo/demo-3-preview.webp',
    title: 'Preview the finished page',
    caption: 'Seconds later the page is saved to your dashboard and shown in a live preview.',
    alt: 'The finished Bright Smile Dental page in the live preview: a free teeth-whitening consultation badge and the headline “Let’s get you a healthy smile you feel good about”, with Copy and Download buttons above it.',
    width: WIDTH,
    height: HEIGHT,
  },
  {
    src: '/demo/demo-4-ai-edit.webp',
    title: 'Refine it in plain words',
    caption:
      'Ask for a change, such as “make the hero green”: the AI edits the page and sums up what changed.',
    alt: 'The page editor’s AI Modify chat: the request “make the hero green” and the reply that the main colour is now green, with a one-line summary of the places changed; beside it the live preview, its logo and offer badge now green, and the page check’s green score, whose only warning is the placeholders left to replace.',
    width: WIDTH,
    height: HEIGHT,
  },
  {
    src: '/demo/demo-5-copy.webp',
    title: 'Paste it into your funnel',
    caption:
      'Copy a funnel-builder snippet, or the full HTML page, and paste it into GoHighLevel or any builder.',
    alt: 'The page’s Copy HTML menu open with “Paste into funnel builder” selected and “Full HTML page” below it, and a “Copied!” notice saying the funnel-builder snippet is on the clipboard.',
    width: WIDTH,
    height: HEIGHT,
  },
];
