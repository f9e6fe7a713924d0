// The portfolio page reads everything from portfolio.json: the company replaces that one file. It
// holds the page in each language (`en`, `bn`): a person's own words, written for each reader rather
// than sentences of the catalogs.
import type { Locale } from '@storefront/ui';
import content from './portfolio.json';

export interface Portfolio {
  name: string;
  title: string;
  summary: string;
  contact: { email: string; phone?: string; location?: string; links: { label: string; url: string }[] };
  education: { degree: string; school: string; years: string }[];
  skills: Record<string, string[]>;
  projects: { name: string; description: string; url: string }[];
}

export const portfolios: Record<Locale, Portfolio> = content;
