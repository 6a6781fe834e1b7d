import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { databaseSetups, useDatabase } from '../support/db';

/**
 * The tables and columns src/lib/db/types.ts declares (the Database interface and each table's
 * interface), read from its source with the TypeScript compiler: what the code may query.
 */
function declaredSchema(): Map<string, string[]> {
  const file = 'src/lib/db/types.ts';
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const names = (node: ts.InterfaceDeclaration) =>
    node.members.filter(ts.isPropertySignature).map((m) => (m.name as ts.Identifier).text);
  const database = interfaces.get('Database');
  if (!database) throw new Error('no Database interface in types.ts');
  const schema = new Map<string, string[]>();
  for (const member of database.members.filter(ts.isPropertySignature)) {
    const table = (member.name as ts.Identifier | ts.StringLiteral).text;
    const type = member.type && ts.isTypeReferenceNode(member.type) ? member.type.typeName : null;
    const declaration = type && ts.isIdentifier(type) ? interfaces.get(type.text) : undefined;
    if (!declaration) throw new Error(`${table}: its row type is no interface of types.ts`);
    schema.set(table, names(declaration).sort());
  }
  return schema;
}

/** Tables the database has that the code never names (the migrator's own, PostgreSQL's partitions). */
const unnamed = (table: string) =>
  table.startsWith('kysely_') || /^tracking_events_\d{6}$|_default$/.test(table);

describe.each(databaseSetups())('the declared schema ($name)', (setup) => {
  const database = useDatabase(setup);

  it('is the migrated schema: every table and column, no more and no fewer', async () => {
    const tables = await database.db().db.introspection.getTables();
    const migrated = new Map(
      tables
        .filter((t) => !unnamed(t.name))
        .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const),
    );
    const declared = declaredSchema();
    expect([...migrated.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [table, columns] of declared)
      expect(migrated.get(table), `columns of ${table}`).toEqual(columns);
  });
});
