// Environments and hosts (002 §9): the page address picks the environment, each environment has its
// named hosts. The spec gives no concrete values, so the hosts hang off one configurable domain:
// prod "https://api.<domain>", rc/test/dev "https://api.<env>.<domain>". Unless
// NEXT_PUBLIC_HOSTS_DOMAIN is set every host is the page's own origin (''): this app serves every
// call itself under /api, so a checkout works on any machine and address with no host list to keep
// in step, while a deployment that splits the hosts out sets one variable.

export const HOST_NAMES = [
  'main',
  'city',
  'ad',
  'api',
  'account',
  'talent',
  'list',
  'settleIn',
  'userCenter',
  'commonService',
] as const;
export type HostName = (typeof HOST_NAMES)[number];
export type Hosts = Record<HostName, string>;

export type Environment = 'prod' | 'rc' | 'test' | 'dev' | 'local';

const SUBDOMAINS: Hosts = {
  main: 'www',
  city: 'city',
  ad: 'ad',
  api: 'api',
  account: 'account',
  talent: 'talent',
  list: 'list',
  settleIn: 'settle',
  userCenter: 'uc',
  commonService: 'common',
};

const STAGES = ['rc', 'test', 'dev'] as const;

/** "localhost", "cq.localhost", an IP -> local; a "rc"/"test"/"dev" label -> that stage; else prod. */
export function environmentOf(hostname: string): Environment {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) {
    return 'local';
  }
  const labels = name.split('.');
  return STAGES.find((stage) => labels.includes(stage)) ?? 'prod';
}

/** The hosts of one environment; all '' (same origin) without a domain or on a local machine. */
export function hostsFor(environment: Environment, domain: string | undefined): Hosts {
  const zone = environment === 'prod' ? domain : `${environment}.${domain}`;
  const origin = (name: HostName) => (domain && environment !== 'local' ? `https://${SUBDOMAINS[name]}.${zone}` : '');
  return Object.fromEntries(HOST_NAMES.map((name) => [name, origin(name)])) as Hosts;
}

/** The origin to send a path to: the named host of the current page's environment, else the page itself. */
export function hostOrigin(name: HostName | undefined): string {
  // Next inlines NEXT_PUBLIC_* at build time; an empty value counts as unset.
  const domain = process.env.NEXT_PUBLIC_HOSTS_DOMAIN || undefined;
  const hosts = hostsFor(environmentOf(window.location.hostname), domain);
  return (name && hosts[name]) || window.location.origin;
}
