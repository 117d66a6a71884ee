// Word pools for made-up names. Written as space-separated strings because they are long lists of
// short words; split once at load.
export const words = (text: string) => text.trim().split(/\s+/);

/**
 * Trade names (字号) are composed from a lead and a second character (云+帆, 博+衡, ...), some 3,000
 * pairs, so a thousand demo companies need not share one; deliberately not those of real, well-known firms.
 */
export const TRADE_LEADS = words(`
  云 智 数 华 博 慧 思 恒 鼎 卓 联 汇 天 星 锐 睿 正 中 海 致 启 朗 永 泰 铭 宏 瑞 新 信 嘉
  立 灵 万 青 北 南 东 长 远 弘 景 飞 鲲 极 光 微 金 科 易 创 凯 德 和 同 明 坤 乾 昊 蓝 翼 九
`);

export const TRADE_SECONDS = words(`
  创 联 策 睿 思 源 信 晟 远 衡 道 元 维 纳 帆 航 科 和 德 图 达 易 禾 方 犀 象 辰 枫 毅 行
  枢 鸿 鹏 算 澜 智 通 盛 泰 安 华 峰 拓 锋 捷 数 川 宇 恒 途
`);

/** A third character for when a dataset has used up the two-character pairs (ten thousand companies). */
export const TRADE_TAILS = words('达 通 信 科 联 创 盛 源 泰 德 安 华 峰 帆 航');

/** What a software company calls itself between its trade name and 有限公司. */
export const COMPANY_KINDS = words('科技 信息技术 软件 数据科技 网络科技 智能科技 数字科技 信息科技');

/** Common surnames, most frequent first. */
export const SURNAMES = words(`
  王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 高 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董
  袁 潘 蒋 蔡 余 杜 叶 程 魏 苏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 邹 熊 白
`);

export const GIVEN_NAME_CHARS = words(`
  伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 玉 萍 红 飞 鹏 辉 建 国 志 文 斌 浩
  宇 轩 博 晨 欣 怡 佳 琪 俊 凯 瑞 雪 梅 林 峰 海 波 龙 晓 婷 鑫 蕾 宁 阳 帆 倩 琳 思 远 泽 睿 昊 然 嘉
`);

export const ROAD_WORDS = words(`
  人民 建设 解放 中山 科技 创新 高新 长江 黄河 学府 金融 东风 和平 新华 文化 光明 世纪 滨江 天府 软件园
  迎宾 振兴 胜利 青年 朝阳 迎春 星光 锦绣 翠湖 天元
`);

export const ROAD_KINDS = words('路 大道 街 大街');

export const BUILDING_WORDS = words('科技大厦 创新中心 国际金融中心 软件园 数字经济产业园 总部基地 大数据产业园 金融广场');

/** Functional modules of a platform, named in bid notices and case descriptions. */
export const SYSTEM_MODULES = words(`
  统一门户 统一身份认证 数据汇聚 数据治理 统计分析 移动端应用 运维监控 权限管理 可视化大屏 接口服务
  事项管理 流程引擎 消息中心 电子签章 档案管理 决策分析 智能预警 工单管理 知识库 GIS一张图
`);
