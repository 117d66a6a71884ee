// The user centre (docs/features.md): the sections of /user-center.html?tab= and the records each lists.
import { z } from 'zod';
import type { ListPage } from '@/lib/api/list';
import type { TicketView } from '@/lib/consult/types';
import type { ExpertConsultationStatus } from '@/lib/experts/types';
import type { DemandStatus } from '@/lib/opportunities/types';
import type { PublishedDemandView } from '@/lib/publish/types';
import type { SchemeStatus } from '@/lib/schemes/types';

/** Sections in the order of the side menu; the inbox and the workbench are pages of their own. */
export const UC_TABS = [
  { key: 'overview', label: '概览' },
  { key: 'schemes', label: '我的方案' },
  { key: 'follows', label: '我的关注' },
  { key: 'searches', label: '我的订阅搜索' },
  { key: 'demands', label: '我的需求' },
  { key: 'consults', label: '我的咨询' },
  { key: 'chats', label: '我的会话' },
  { key: 'profile', label: '账号与安全' },
] as const;

export type UcTab = (typeof UC_TABS)[number]['key'];

export const UC_PAGE_SIZE = 10;

/** Whose records a section shows: the user, as the identity in use (an enterprise's are shared by its members). */
export interface UcViewer {
  userId: number;
  /** The identity in use, checked against the user's identities; 0 is personal. */
  buId: number;
  /** The user heads the enterprise in use (may change its shared records). */
  owner: boolean;
}

export interface MyScheme {
  id: number;
  caseName: string;
  compName: string;
  status: SchemeStatus;
  reviewNote: string | null;
  submittedAt: string;
  /** A rejected scheme its submitter (or the enterprise's owner) may submit again. */
  canResubmit: boolean;
}

export interface MyFollow {
  kind: number;
  orderId: string;
  title: string;
  /** The opportunity's page; null when it is gone. */
  href: string | null;
  /** 政府采购 or 外包需求. */
  kindLabel: string;
  followedAt: string;
}

export interface MyExpertConsultation {
  id: number;
  expertName: string;
  description: string;
  status: ExpertConsultationStatus;
  createdAt: string;
}

export interface MyChat {
  id: number;
  peerName: string;
  lastPreview: string | null;
  lastMessageAt: string | null;
  unread: number;
}

/** The overview's count of every section. */
export interface UcCounts {
  schemes: number;
  follows: number;
  demands: number;
  consults: number;
  chats: number;
  subscriptions: number;
  unread: number;
}

export interface LoginSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

/** updateUserProfile's answer: the saved name and avatar address (null: no avatar). */
export const savedProfileSchema = z.object({ userName: z.string(), showImg: z.string().nullable() });
export type SavedProfile = z.infer<typeof savedProfileSchema>;

/** logoutEverywhere's answer: how many sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** changeMobile's answer: the account's new phone. */
export const changedMobileSchema = z.object({ mobile: z.string() });
export type ChangedMobile = z.infer<typeof changedMobileSchema>;

/** A list section's records, as the page hands them to the view. */
export type UcSectionData =
  | { tab: 'schemes'; data: ListPage<MyScheme> }
  | { tab: 'follows'; data: ListPage<MyFollow>; jfId: number }
  | { tab: 'demands'; data: ListPage<PublishedDemandView> }
  | { tab: 'consults'; sub: 'tickets'; data: ListPage<TicketView> }
  | { tab: 'consults'; sub: 'experts'; data: ListPage<MyExpertConsultation> }
  | { tab: 'chats'; data: ListPage<MyChat> };

/** /workbench.html: the dashboard of an enterprise identity, and of an expert. */
export interface WorkbenchData {
  enterprise: {
    buName: string;
    /** A team identity (buType other than 1): the same figures, called a team's. */
    team: boolean;
    owner: boolean;
    schemes: Record<SchemeStatus, number>;
    demands: Record<DemandStatus, number>;
    follows: number;
    subscriptionsInUse: number;
    /** The latest opportunities pushed to the user. */
    pushes: { id: number; title: string; link: string | null; read: boolean; createdAt: string }[];
  } | null;
  expert: {
    waiting: number;
    total: number;
    recent: { id: number; askerName: string; description: string; status: ExpertConsultationStatus; createdAt: string }[];
  } | null;
}
