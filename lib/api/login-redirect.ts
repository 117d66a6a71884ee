import { hostOrigin } from './hosts';

export type Navigate = (url: string) => void;

const assign: Navigate = (url) => window.location.assign(url);
let navigate = assign;

/** Replaces how the browser leaves for the login page (tests observe it); returns the undo. */
export function setLoginNavigator(fn: Navigate): () => void {
  navigate = fn;
  return () => {
    navigate = assign;
  };
}

/** The login page on the account host, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `${hostOrigin('account')}/login?callback=${encodeURIComponent(returnTo)}`;
}

export function redirectToLogin(): void {
  navigate(loginUrl(window.location.href));
}
