// Where an approved preferred scheme is listed: its scheme type (T13, 001 §3 caseType, a third-level
// code such as T13010101) decides its place in the solutions' category tree. The two trees were made
// for different forms, so the mapping is by the scheme type's first and second levels.

const BY_SECOND_LEVEL: Record<string, string> = {
  T130601: 'SC0302', // 云与运维 -> 云服务与运维 / 运维服务
  T130602: 'SC0403', // 网络安全 -> 网络与数据安全 / 安全运营
  T130501: 'SC0501', // 数据治理
  T130502: 'SC0205', // 数据分析 -> 软件定制开发 / 数据可视化
  T130503: 'SC0502', // 智能应用 -> 人工智能应用
};

const BY_FIRST_LEVEL: Record<string, string> = {
  T1301: 'SC0101', // 数字政府 -> 行业解决方案 / 智慧政务
  T1302: 'SC0103', // 智慧医疗
  T1303: 'SC0104', // 智慧教育
  T1304: 'SC0204', // 企业数字化 -> 软件定制开发 / 管理系统开发
  T1305: 'SC0501', // 数据智能 -> 数据治理
  T1306: 'SC0302', // 基础设施与安全 -> 运维服务
};

/** The second-level solution category of a scheme type; null for a code outside T13. */
export function categoryOfSchemeType(caseType: string): string | null {
  return BY_SECOND_LEVEL[caseType.slice(0, 7)] ?? BY_FIRST_LEVEL[caseType.slice(0, 5)] ?? null;
}
