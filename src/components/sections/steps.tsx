type Step = { title: string; text: string };

/** Numbered steps of a process, as an ordered list. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={index} className="step">
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-muted mt-1">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
