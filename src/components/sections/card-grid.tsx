type Card = { title: string; text: string };

/** Short titled items (what is included, value-added services, advantages). */
export function CardGrid({ items, columns = 3 }: { items: Card[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {items.map((item, i) => (
        <li key={i} className="item-card">
          <h3 className="text-primary text-lg font-semibold">{item.title}</h3>
          <p className="text-muted mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
