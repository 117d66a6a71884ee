'use client';

// What the side bar's chat and phone do before anything opens (001 §6): a visitor goes to the login
// page and comes back to this page; a logged-in user gets the chat window (the merchant's signed chat
// address, or the platform's customer service).
import { loginUrl } from '@/lib/api/login-redirect';
import { PLATFORM_CHAT_PATH, withContactLoginParams } from '@/lib/contact/rules';
import type { ContactRoute } from '@/lib/contact/types';

export function goToContactLogin(): void {
  window.location.assign(withContactLoginParams(loginUrl(window.location.href)));
}

/** The chat window's address: the merchant's signed chat link (/common/userid/{ownerId}) or the platform's. */
async function chatAddress(contact: ContactRoute): Promise<string> {
  if (contact.route === 'platform') return PLATFORM_CHAT_PATH;
  // The request layer (ky) comes with the first chat, not with the page.
  const { send } = await import('@/lib/api/http');
  const answer = await send<{ userid: number; chatUrl: string }>(`/common/userid/${contact.ownerId}`, { method: 'GET' });
  return answer.code === 0 ? answer.data.chatUrl : PLATFORM_CHAT_PATH;
}

/**
 * Opens the chat in a window of its own. The window opens at once, inside the click (a window opened
 * after an await is a pop-up browsers block), and is pointed at the address when it is known; if the
 * browser refused the window, this page goes there instead.
 */
export async function openChatWindow(contact: ContactRoute): Promise<void> {
  const win = window.open('', 'jf-chat', 'width=1040,height=720');
  try {
    const url = await chatAddress(contact);
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    // Chat errors are only logged (001 §8): the platform's customer service is the way that is left.
    console.error('chat.open_failed', err);
    if (win) win.location.href = PLATFORM_CHAT_PATH;
  }
}
