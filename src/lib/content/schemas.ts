import { z } from 'zod';

const text = z.string().min(1);
/** A titled point of a page: a card, a step, a key fact. */
const card = z.object({ title: text, text });

/** Frontmatter of content/pages/<service>/{en,zh}.md: the four service pages. */
export const servicePageSchema = z.object({
  audience: z.array(text).min(3).max(6),
  included: z.array(card).min(4).max(8),
  steps: z.array(card).min(4).max(7),
  rules: z.array(text).min(3).max(10),
  faqs: z
    .array(z.object({ q: text, a: text }))
    .min(5)
    .max(10),
});

/** content/pages/storehouse/{en,zh}.md */
export const storehousePageSchema = z.object({
  inbound: z.array(card).min(4).max(7),
  valueAdded: z.array(card).min(4).max(8),
});

/** content/pages/about/{en,zh}.md: the body is the company story. */
export const aboutPageSchema = z.object({});

/** content/pages/privacy/{en,zh}.md: the body is the notice. */
export const privacyPageSchema = z.object({
  lastUpdated: z.iso.date(),
});

/**
 * content/pages/{query-price,query-route,join-us}/{en,zh}.md: the explanation beside a tool or
 * the form. The body explains; `points` are its key facts.
 */
export const explainerPageSchema = z.object({
  points: z.array(card).min(3).max(6),
});

/** The sections of the news list, in the order the list shows them. */
export const newsCategories = [
  'company-news',
  'service-updates',
  'compliance',
  'industry-notes',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** An image beside an article: a lowercase, URL-safe file name. */
export const NEWS_IMAGE_FILE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*\.(?:jpe?g|png|webp)$/;

/**
 * content/seed/news/<articleId>/{en,zh}.md (imported once by migration 0008): one article in one language; the body is the article.
 * Unknown fields are refused, so a misspelt `draft` cannot publish a draft by accident.
 */
export const newsArticleSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(140),
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    category: z.enum(newsCategories),
    summary: z.string().trim().min(20).max(320),
    cover: z
      .string()
      .regex(
        NEWS_IMAGE_FILE,
        'must be the file name of an image beside the article, e.g. cover.jpg',
      ),
    coverAlt: z.string().trim().min(10).max(300),
    author: z.string().trim().min(1).max(80),
    tags: z.array(z.string().trim().min(1).max(40)).max(8).default([]),
    draft: z.boolean().default(false),
  })
  .refine((a) => a.updated === undefined || a.updated >= a.date, {
    path: ['updated'],
    message: 'must not be earlier than date',
  });
export type NewsFrontmatter = z.infer<typeof newsArticleSchema>;
