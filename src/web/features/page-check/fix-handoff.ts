/**
 * 'Ask AI to fix' on the detail page opens the edit page, which sends the fix to its AI chat.
 * The instruction travels in sessionStorage, never in the address: a link must not be able to
 * spend someone's AI quota. Taken once, and only by the edit page of the same page.
 */
const key = (pageId: number) => `pagecraft:ask-ai-fix:${pageId}`;

export function handOffFix(pageId: number, prompt: string): void {
  try {
    sessionStorage.setItem(key(pageId), prompt);
  } catch {
    // Storage refused (private mode, quota): the edit page simply opens without the fix.
  }
}

export function takeFix(pageId: number): string | null {
  try {
    const prompt = sessionStorage.getItem(key(pageId));
    sessionStorage.removeItem(key(pageId));
    return prompt;
  } catch {
    return null;
  }
}
