/**
 * The ids of the editor's fields, in one place, so the error summary's links land on the field
 * each message is about.
 */
import type { FieldName } from './editor-state';

export const FIELD_IDS: Record<FieldName, string> = {
  title: 'post-title',
  slug: 'post-slug',
  excerpt: 'post-excerpt',
  category: 'post-category',
  tags: 'post-tags',
  author: 'post-author',
  featured_image: 'post-featured-image',
  seo_title: 'post-seo-title',
  seo_description: 'post-seo-description',
  body: 'post-body',
  scheduleAt: 'post-schedule',
};
