import type { AppConfig } from '../config.ts';
import { useConfigValue } from './useConfigValue.ts';

const DEFAULT_CONTACT_EMAIL = 'info@computerclub.example.com';
const contactEmailOf = (config: AppConfig) => config.contactEmail;

/** The Get In Touch address from the runtime configuration. */
export function useContactEmail(): string {
  return useConfigValue(contactEmailOf, DEFAULT_CONTACT_EMAIL);
}
