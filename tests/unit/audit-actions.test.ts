import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/catalogues';
import {
  AUDIT_ACTIONS,
  auditLabelKey,
  RETIRED_AUDIT_ACTIONS,
  type LabelledAuditAction,
} from '@/lib/staff/audit-actions';

/** The label of `action` in a catalogue's ConsoleAudit.actions, or undefined. */
function labelOf(actions: unknown, action: LabelledAuditAction): unknown {
  return auditLabelKey(action)
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      actions,
    );
}

describe('audit actions', () => {
  it('names each label by the area and the rest of the action in camel case', () => {
    expect(auditLabelKey('staff.signIn')).toBe('staff.signIn');
    expect(auditLabelKey('news.schedule.failed')).toBe('news.scheduleFailed');
  });

  it('lists every action once', () => {
    const all = [...AUDIT_ACTIONS, ...RETIRED_AUDIT_ACTIONS];
    expect(all.filter((action, i) => all.indexOf(action) !== i)).toEqual([]);
  });

  it('have a label in both languages, so the audit page never shows a raw action', () => {
    const missing: string[] = [];
    for (const [locale, catalogue] of Object.entries(catalogues))
      for (const action of [...AUDIT_ACTIONS, ...RETIRED_AUDIT_ACTIONS]) {
        const label = labelOf(catalogue.ConsoleAudit.actions, action);
        if (typeof label !== 'string' || label.trim() === '')
          missing.push(
            `messages/${locale}: ConsoleAudit.actions.${auditLabelKey(action)} (the label of ${action})`,
          );
      }
    expect(missing, `Add these labels:\n${missing.join('\n')}`).toEqual([]);
  });
});
