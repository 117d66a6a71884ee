// A numbered process (how buying works), four or five steps in a row on wide screens.
export function Steps({ title, steps }: { title: string; steps: { name: string; desc: string }[] }) {
  return (
    <section aria-labelledby={`steps-${title}`} className="rounded-card border border-line bg-white p-6">
      <h2 id={`steps-${title}`} className="text-lg font-semibold">
        {title}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.name} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-active">{i + 1}</span>
            <div>
              <p className="font-medium">{s.name}</p>
              <p className="mt-0.5 text-meta text-ink-muted">{s.desc}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
