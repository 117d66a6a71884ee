'use client';

// The user bar as a chunk of its own (with Headless UI's menu and its positioning code): rendered on
// the server for logged-in visitors, and only their browsers load it. The split has to be made from a
// client component; imported from the server-rendered top bar, it travelled with every page.
import dynamic from 'next/dynamic';

export const UserBarSlot = dynamic(() => import('./user-bar').then((m) => m.UserBar));
