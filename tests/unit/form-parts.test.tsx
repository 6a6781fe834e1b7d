import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Field } from '@/components/ui/field';
import { DataTable } from '@/components/ui/data-table';
import { ErrorSummary } from '@/components/ui/error-summary';
import { priceFieldOf } from '@/components/tools/price-problems';

const input = (
  props: Parameters<typeof Field>[0] extends infer P ? Omit<P, 'children' | 'label'> : never,
) =>
  renderToStaticMarkup(
    <Field {...props} label="Email">
      {(control) => <input {...control} name="email" />}
    </Field>,
  );

describe('Field', () => {
  it('ties the label, hint and error to the control', () => {
    const html = input({ id: 'f-email', hint: 'We reply here.', error: 'Enter an email.' });
    expect(html).toContain('<label id="f-email-label" for="f-email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(html).toContain('<div id="f-email-hint" class="text-muted mt-1 text-sm">We reply here.');
    expect(html).toContain(
      '<p id="f-email-error" class="text-danger mt-1 text-sm">Enter an email.',
    );
  });

  it('marks a required field for eyes (*, hidden from screen readers) and for assistive technology', () => {
    const html = input({ id: 'f', required: true });
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/<span aria-hidden="true" class="text-danger"> \*<\/span>/);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    const optional = input({ id: 'f' });
    expect(optional).not.toContain('aria-required');
    expect(optional).not.toContain('*');
  });

  it('names a hint shown elsewhere before its own error', () => {
    const html = input({ id: 'to', describedBy: 'row-hint', error: 'Unknown place.' });
    expect(html).toContain('aria-describedby="row-hint to-error"');
  });

  it('puts a checkbox before its label inline', () => {
    const html = renderToStaticMarkup(
      <Field id="c" label="I agree" layout="inline">
        {(control) => <input {...control} type="checkbox" />}
      </Field>,
    );
    expect(html).toMatch(
      /<label id="c-label" for="c"[^>]*><input id="c" type="checkbox"\/><span>I agree/,
    );
  });
});

describe('DataTable', () => {
  const rows = [
    { city: 'Shenzhen', area: 1200 },
    { city: 'Ningbo', area: 800 },
  ];
  const columns = [
    { header: 'City', rowHeader: true, cell: (r: (typeof rows)[number]) => r.city },
    { header: 'Area', className: 'tabular-nums', cell: (r: (typeof rows)[number]) => r.area },
  ];

  it('names each row by its row-header column', () => {
    const html = renderToStaticMarkup(
      <DataTable rows={rows} rowKey={(r) => r.city} columns={columns} />,
    );
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(
      /<th scope="row"[^>]*>Shenzhen<\/th><td class="[^"]*tabular-nums[^"]*">1200/,
    );
    expect(html).not.toContain('role="region"');
  });

  it('scrolls a wide table in a named region keyboard users can focus', () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Warehouses"
        scroll={{ label: 'Warehouses', minWidth: 'min-w-[48rem]' }}
        rows={rows}
        rowKey={(r) => r.city}
        columns={columns}
      />,
    );
    expect(html).toMatch(/^<div role="region" aria-label="Warehouses" tabindex="0"/);
    expect(html).toContain('min-w-[48rem]');
    expect(html).toContain('Warehouses</caption>');
  });
});

describe('ErrorSummary', () => {
  it('is an alert with a heading and the messages no field shows', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary heading="Please check the form" messages={['Add at least one carton.']} />,
    );
    expect(html).toMatch(/^<div role="alert"[^>]*data-testid="input-errors"/);
    expect(html).toContain('<h2 class="text-danger font-semibold">Please check the form</h2>');
    expect(html).toContain('<li>Add at least one carton.</li>');
    expect(renderToStaticMarkup(<ErrorSummary heading="x" level={3} />)).toContain('<h3');
  });
});

describe('priceFieldOf', () => {
  it('places each problem under the price form field it is about', () => {
    expect(priceFieldOf({ path: 'origin', key: 'unknownOrigin' }, [])).toBe('from');
    expect(priceFieldOf({ path: 'destination', key: 'unknownDestination' }, [])).toBe('to');
    // The second filled carton is form line 3 when line 2 was left empty.
    expect(priceFieldOf({ path: 'cartons.1.weight', key: 'max' }, [1, 3])).toBe('row-3-wt');
    expect(priceFieldOf({ path: 'cartons.0.quantity', key: 'integer' }, [])).toBe('row-1-qty');
  });

  it('leaves problems without a field to the summary', () => {
    expect(priceFieldOf({ path: 'cartons', key: 'atLeastOneCarton' }, [])).toBeNull();
    expect(priceFieldOf({ path: 'cartons.0', key: 'unknownField' }, [1])).toBeNull();
    expect(priceFieldOf({ path: 'goods', key: 'choice' }, [])).toBeNull();
  });
});
