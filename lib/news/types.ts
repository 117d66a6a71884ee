// Software-frontier news (002 §3 Article, Column) as the calls and pages see them.

export interface Article {
  id: number;
  title: string;
  summary: string;
  thumbnailList: string[];
  videoResponseDTO: { videoUrl: string; posterUrl: string } | null;
  relatedLabel: string;
  relatedLabelName: string;
  createTimeStr: string;
  publishTimeStr: string;
  /** ISO time, for machine-readable dates (JSON-LD, <time>, sitemaps). */
  publishTime: string;
}

export interface ArticleDetail extends Article {
  body: string[];
  author: string;
  views: number;
  related: Article[];
}

export interface NewsColumn {
  labelCode: string;
  labelName: string;
  labelDesc: string;
  imageUrl: string;
}

export interface ArticlePage {
  list: Article[];
  total: number;
}
