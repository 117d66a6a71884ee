import type { ActivityStatus } from './rules';

// Activities and sign-ups as the calls and pages see them.

export interface ActivityCard {
  id: number;
  title: string;
  type: number;
  typeName: string;
  summary: string;
  cityCode: string;
  cityName: string;
  online: boolean;
  place: string | null;
  /** ISO times. */
  startTime: string;
  endTime: string;
  signUpDeadline: string;
  quota: number;
  signedCount: number;
  placesLeft: number;
  status: ActivityStatus;
}

export interface ActivityDetail extends ActivityCard {
  intro: string[];
  agenda: { time: string; item: string }[];
  speakers: { name: string; title: string }[];
  organiser: string;
  /** The meeting link of an online activity: only for a viewer signed up to it (null otherwise). */
  onlineLink: string | null;
  /** The viewer's standing sign-up, if any. */
  mySignUpId: number | null;
  allowBlank: boolean;
}

export interface ActivityPage {
  list: ActivityCard[];
  total: number;
}

export interface MySignUp {
  id: number;
  status: number;
  statusName: string;
  /** Whether the user may still cancel it (signed up, before the sign-up deadline). */
  cancellable: boolean;
  createdAt: string;
  depName: string;
  contactName: string;
  telphone: string;
  activity: ActivityCard;
}
