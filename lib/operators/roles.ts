// The operators' roles: portal users who run the portal from the console under /admin. A user may hold
// several; each role opens its own part of the console (docs/features.md, Operator console).

export const OPERATOR_ROLES = ['admin', 'reviewer', 'editor', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** Who a console page or call admits: the holders of one role (and admins), or 'any' operator. */
export type DoorRole = OperatorRole | 'any';

export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  reviewer: '审核员',
  editor: '内容编辑',
  support: '客服',
};

/** What each role is for, as the console shows it beside the role. */
export const ROLE_DUTIES: Record<OperatorRole, string> = {
  admin: '运营人员与角色、系统设置',
  reviewer: '优选方案、采购单位激活、专家',
  editor: '资讯、活动、广告、规则、首页与城市内容、产品与分类、友情链接',
  support: '意见反馈与投诉、聊天举报、用户',
};

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);
