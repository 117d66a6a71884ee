/** The line the city selector shows while its letter index loads, or when it could not. */
export function CityLoading({ failed = false }: { failed?: boolean }) {
  return <p className="py-2 text-meta text-ink-muted">{failed ? '城市列表加载失败，请稍后重试' : '正在加载城市…'}</p>;
}
