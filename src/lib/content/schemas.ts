import { z } from 'zod';

/** Frontmatter of content/pages/<service>/{en,zh}.md: the four service pages. */
export const servicePageSchema = z.object({
  audience: z.array(z.string().min(1)).min(3).max(6),
  included: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(4)
    .max(8),
  steps: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(4)
    .max(7),
  rules: z.array(z.string().min(1)).min(3).max(10),
  faqs: z
    .array(z.object({ q: z.string().min(1), a: z.string().min(1) }))
    .min(5)
    .max(10),
});

/** content/pages/storehouse/{en,zh}.md */
export const storehousePageSchema = z.object({
  inbound: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(4)
    .max(7),
  valueAdded: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(4)
    .max(8),
});

/** content/pages/about/{en,zh}.md: the body is the company story. */
export const aboutPageSchema = z.object({});

/** content/pages/privacy/{en,zh}.md: the body is the notice. */
export const privacyPageSchema = z.object({
  lastUpdated: z.iso.date(),
});

export type ServicePageContent = z.infer<typeof servicePageSchema>;
export type StorehousePageContent = z.infer<typeof storehousePageSchema>;
export type PrivacyPageContent = z.infer<typeof privacyPageSchema>;

/**
 * content/pages/{query-price,query-route,join-us}/{en,zh}.md: the explanation beside a tool or
 * the form. The body explains; `points` are its key facts.
 */
export const explainerPageSchema = z.object({
  points: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(3)
    .max(6),
});

export const departments = [
  'operations',
  'customs',
  'sales',
  'customer-service',
  'engineering',
  'finance-hr',
] as const;
export const employmentTypes = ['full-time', 'part-time', 'internship', 'contract'] as const;

/** content/careers/<positionId>/{en,zh}.md: an open position; the body is about the team. */
export const positionSchema = z.object({
  title: z.string().min(1).max(120),
  department: z.enum(departments),
  /** An office id of content/company.json. */
  city: z.string().regex(/^[a-z-]+$/),
  employmentType: z.enum(employmentTypes),
  posted: z.iso.date(),
  summary: z.string().min(1).max(300),
  responsibilities: z.array(z.string().min(1)).min(3).max(10),
  requirements: z.array(z.string().min(1)).min(3).max(10),
});
export type PositionFrontmatter = z.infer<typeof positionSchema>;
