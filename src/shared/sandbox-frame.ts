/**
 * The sandbox frame's address and message types, shared by the server (which serves the frame
 * document and its script: features/sandbox-frame) and the web app (which feeds it:
 * SandboxedFrame, the unsaved preview in a new tab), so both sides speak the same protocol.
 * The protocol itself is described in features/sandbox-frame/frame-script.ts.
 */
export const SANDBOX_FRAME_PATH = '/sandbox-frame';

/**
 * The address the app loads the frame from. The query names the protocol and nothing else (the
 * frame never reads its URL): the document is cached for an hour, and a browser still holding
 * the previous one (which spoke another protocol) must fetch this one rather than show nothing.
 */
export const SANDBOX_FRAME_URL = `${SANDBOX_FRAME_PATH}?v=2`;

export const SANDBOX_MESSAGE = {
  /** frame -> app: its listener is installed; the app answers with `html`. */
  ready: 'pagecraft:sandbox-ready',
  /** app -> frame `{type, html}`: the document to show (replaces the last one). */
  html: 'pagecraft:sandbox-html',
  /** app -> frame `{type, data}`: handed on to the shown page as a message. */
  toPage: 'pagecraft:to-page',
  /** frame -> app `{type, data}`: a message the shown page posted. UNTRUSTED. */
  fromPage: 'pagecraft:from-page',
} as const;

export type SandboxMessageTypes = typeof SANDBOX_MESSAGE;
