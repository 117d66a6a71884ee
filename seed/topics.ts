// The topics the portal's own chips send people to (lib/search/hot-searches.ts defaults): every city's
// first winning bids are one project of each, so each city site's 软件商机 tab answers every chip at
// any scale where the city has that many bids (lib/server/analytics/hot-searches.int.test.ts); a site
// shows only the chips its data answers (lib/server/analytics/searches.ts).
// The buyer is the city's 大数据发展局, the one unit every city has (seed/purchasers.ts), buying what
// such a bureau buys; each project's name is built from its facts like any other bid's.
import { DEFAULT_HOT_SEARCHES, HOT_SEARCH_KINDS } from '@/lib/search/hot-searches';
import { PROJECT_KINDS, type ProjectKind } from './projects';

export interface TopicProject {
  topic: string;
  system: string;
  kind: ProjectKind;
  ending: string;
}

const p = (topic: string, system: string, kind: ProjectKind, ending: string): TopicProject => {
  if (!kind.endings.includes(ending)) throw new Error(`${ending} is not an ending of ${kind.key}`);
  return { topic, system, kind, ending };
};

const { build, upgrade, consult } = PROJECT_KINDS;

const PROJECTS: readonly TopicProject[] = [
  p('大数据', '公共数据大数据资源平台', build, '建设项目'),
  p('云计算', '政务云计算资源池', upgrade, '扩容升级项目'),
  p('人工智能', '人工智能辅助决策系统', build, '建设项目'),
  p('知识图谱', '政务知识图谱平台', build, '开发及实施项目'),
  p('智慧城市', '新型智慧城市运营管理中心', build, '建设项目'),
  p('物联网', '城市生命线物联网监测平台', build, '建设工程项目'),
  p('软件开发', '政务服务事项管理系统', build, '软件开发项目'),
  p('app开发', '移动政务服务APP', build, '开发及实施项目'),
  p('前端开发', '公共数据开放门户', upgrade, '前端开发服务项目'),
  p('小程序', '城市便民服务小程序', build, '开发及实施项目'),
  p('电商', '电商大数据监测平台', build, '建设项目'),
  p('信息安全', '网络信息安全', consult, '等级保护测评服务项目'),
];

/** One project per chip of the default lists, in the lists' order. */
export const TOPIC_PROJECTS: readonly TopicProject[] = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))].map((topic) => {
  const project = PROJECTS.find((t) => t.topic === topic);
  if (!project) throw new Error(`no demo project answers the hot search ${topic}`);
  return project;
});
